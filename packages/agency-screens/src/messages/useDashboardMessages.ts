import { dashboardMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The dashboard's counters. The provided catalogue's group, else English. */
export const useDashboardMessages = () => useMessageGroup('dashboard', dashboardMessages);

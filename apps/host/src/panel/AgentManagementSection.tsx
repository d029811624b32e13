import { AgentManagement } from '@marketplace/agency-screens/agent-management';
import { useUrlQueryLocation } from './useUrlQueryLocation';

/** Agent Management with its tab, e-mail search and page kept in the URL. */
export default function AgentManagementSection() {
  return <AgentManagement location={useUrlQueryLocation()} />;
}

import type { Messages } from '../messages';

/** Dashboard Overview counters. */
export const dashboardArMessages: Messages['dashboard'] = {
  title: 'نظرة عامة على لوحة المعلومات',
  approved: 'العقارات المعتمدة',
  pending: 'العقارات قيد المراجعة',
  rejected: 'العقارات المرفوضة',
  loadingValue: '...',
  noCount: '—',
  loadFailed: 'تعذّر جلب أعداد العقارات. يرجى المحاولة لاحقاً.',
};

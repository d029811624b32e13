import type { Messages } from '../messages';

/** Status labels shared by property screens. Masculine: they qualify a property or a project. */
export const statusesArMessages: Messages['statuses'] = {
  constructionStatus: {
    1: 'مخطط له',
    2: 'قيد الإنشاء',
    3: 'مكتمل',
    4: 'متأخر',
    5: 'متوقف مؤقتاً',
    6: 'ملغى',
    7: 'أُطلق حديثاً',
  },
  constructionComplete: 'مكتمل',
  constructionUnknown: 'غير معروف',
  listingStatus: {
    pending: 'قيد المراجعة',
    projectPending: 'المشروع قيد المراجعة',
  },
  // The keys are the server's approval values (data); the labels are copy.
  developerApproval: {
    PENDING: 'قيد المراجعة',
    APPROVED: 'معتمد',
    REJECTED: 'مرفوض',
  },
};

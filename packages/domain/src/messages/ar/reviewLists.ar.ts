import type { Messages } from '../messages';
import { isolatedCount } from './arabicCounts';
import { isolate } from './isolate';

/** Admin Reviewed and Developer Reviewed property lists. */
export const reviewListsArMessages: Messages['reviewLists'] = {
  adminTitle: 'العقارات التي راجعتها الإدارة',
  developerTitle: 'العقارات التي راجعها المطوّر',
  tabs: {
    approved: 'المعتمدة',
    pending: 'قيد المراجعة',
    rejected: 'المرفوضة',
  },
  /**
   * The tab's name inside sentences, after العقارات: a definite feminine adjective (or a phrase) that
   * agrees with that plural, so the sentences below put it after the noun and the count apart from it.
   */
  tabNames: {
    approved: 'المعتمدة',
    pending: 'قيد المراجعة',
    rejected: 'المرفوضة',
  },
  tabsLabel: 'حالة المراجعة',
  searchLabel: 'البحث في العقارات',
  searchPlaceholder: (tab) => `ابحث في العقارات ${isolate(tab)}...`,
  gridLabel: 'العقارات',
  loadingLabel: 'جارٍ تحميل العقارات',
  // 'Approved properties: 7' rather than a counted noun, whose adjective would have to agree with the count.
  countBadge: (count, tab) => `العقارات ${isolate(tab)}: ${isolatedCount(count)}`,
  clearSearch: 'مسح البحث',
  errorTitle: 'خطأ في تحميل العقارات',
  fetchFailed: 'تعذّر جلب العقارات',
  propertiesNotFound: 'لم يُعثر على العقارات',
  emptyTitle: 'لم يُعثر على عقارات',
  emptyBody: 'جرّب تعديل البحث أو عوامل التصفية للعثور على ما تبحث عنه.',
  tryAgain: 'حاول مرة أخرى',
  deleted: 'تم حذف العقار بنجاح!',
  deleteFailed: 'تعذّر حذف العقار',
  updated: 'تم تحديث العقار بنجاح!',
  updateFailed: 'تعذّر تحديث العقار',
  statusUpdateFailed: 'تعذّر تحديث الحالة',
  rejectFailed: 'تعذّر رفض العقار',
  approveFailed: 'تعذّر اعتماد العقار',
};

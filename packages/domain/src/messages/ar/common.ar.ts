import type { Messages } from '../messages';
import { arabicCount, arabicPlural, isolatedCount } from './arabicCounts';
import { isolate } from './isolate';

/** Words and patterns shared by several screens: buttons, busy labels, pagination, units. */
export const commonArMessages: Messages['common'] = {
  ok: 'موافق',
  cancel: 'إلغاء',
  close: 'إغلاق',
  dismiss: 'إغلاق',
  opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
  noResults: 'لا توجد نتائج',
  clearSearch: 'مسح البحث',
  notifications: 'الإشعارات',
  save: 'حفظ',
  edit: 'تعديل',
  delete: 'حذف',
  remove: 'إزالة',
  view: 'عرض',
  add: 'إضافة',
  update: 'تحديث',
  reset: 'إعادة تعيين',
  retry: 'إعادة المحاولة',
  tryAgain: 'حاول مرة أخرى',
  search: 'بحث',
  show: 'إظهار',
  hide: 'إخفاء',
  yes: 'نعم',
  no: 'لا',
  actions: 'الإجراءات',
  status: 'الحالة',
  loading: 'جارٍ التحميل...',
  saving: 'جارٍ الحفظ...',
  deleting: 'جارٍ الحذف...',
  removing: 'جارٍ الإزالة...',
  processing: 'جارٍ المعالجة...',
  uploading: 'جارٍ الرفع...',
  showFilters: 'إظهار عوامل التصفية',
  hideFilters: 'إخفاء عوامل التصفية',
  previousPage: 'السابق',
  nextPage: 'التالي',
  pagination: 'التنقل بين الصفحات',
  unexpectedError: 'حدث خطأ غير متوقع',
  pageOf: (page, totalPages) => `الصفحة ${isolatedCount(page)} من ${isolatedCount(totalPages)}`,
  goToPage: (page) => `الانتقال إلى الصفحة ${isolatedCount(page)}`,
  // A badge of symbols only, as in English: '+2', kept left-to-right as one run.
  moreCount: (count) => isolate(`+${arabicCount(count)}`),
  httpError: (status, text) => `خطأ: ${isolate(status)} - ${isolate(text)}`,
  // `resource` is copy of this catalogue (agentList.fetchedResources), isolated like any interpolated value.
  fetchFailedWithStatus: (resource, status) => `تعذّر جلب ${isolate(resource)}. رمز الحالة: ${isolate(status)}`,
  amountAed: (amount) => `${isolate(amount)}\u00a0د.إ.`,
  areaSqft: (area) => `${isolate(area)} قدم مربع`,
  percent: (value) => isolate(`${value}%`),
  charactersRemaining: (left) => {
    if (left < 0) {
      const over = -left;
      const n = isolatedCount(over);
      return `تجاوز الحد ${arabicPlural(over, { one: 'بحرف واحد', two: 'بحرفين', few: `بـ${n} أحرف`, many: `بـ${n} حرفاً`, other: `بـ${n} حرف` })}`;
    }
    const n = isolatedCount(left);
    return arabicPlural(left, {
      zero: 'لم يتبقَّ أي حرف',
      one: 'بقي حرف واحد',
      two: 'بقي حرفان',
      few: `بقيت ${n} أحرف`,
      many: `بقي ${n} حرفاً`,
      other: `بقي ${n} حرف`,
    });
  },
  yearsOfExperience: (years) => {
    const n = isolatedCount(years);
    return arabicPlural(years, { zero: 'أقل من سنة', one: 'سنة واحدة', two: 'سنتان', few: `${n} سنوات`, many: `${n} سنة`, other: `${n} سنة` });
  },
};

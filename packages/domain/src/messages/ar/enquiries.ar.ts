import type { Messages } from '../messages';
import { arabicCharacters, arabicPlural, isolatedCount } from './arabicCounts';
import { isolate } from './isolate';

/** Inquiry Management. */
export const enquiriesArMessages: Messages['enquiries'] = {
  title: 'إدارة الاستفسارات',
  summary: {
    total: 'الإجمالي',
    pending: 'قيد الانتظار',
    resolved: 'تم حلها',
    urgent: 'عاجلة',
  },
  searchLabel: 'البحث في الاستفسارات',
  searchPlaceholder: 'ابحث في الاستفسارات...',
  statusFilterLabel: 'الحالة',
  allStatus: 'جميع الحالات',
  // The keys are the server's status values (data); the labels are copy.
  statuses: {
    NEW: 'جديد',
    IN_PROGRESS: 'قيد المعالجة',
    RESOLVED: 'تم الحل',
    CLOSED: 'مغلق',
  },
  reset: 'إعادة تعيين',
  filters: 'عوامل التصفية',
  columns: {
    id: 'الرقم',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    status: 'الحالة',
    note: 'الملاحظة',
    created: 'تاريخ الإنشاء',
    actions: 'الإجراءات',
  },
  sortBy: (column) => `الترتيب حسب ${isolate(column)}`,
  sort: {
    column: 'الترتيب حسب',
    direction: 'اتجاه الترتيب',
    ascending: 'تصاعدي',
    descending: 'تنازلي',
  },
  viewDetails: 'عرض التفاصيل',
  emptyTitle: 'لم يُعثر على استفسارات',
  emptyBody: 'جرّب تعديل معايير البحث أو التصفية',
  details: {
    title: 'تفاصيل الاستفسار',
    status: 'الحالة',
    created: 'تاريخ الإنشاء',
    message: 'الرسالة',
    notes: 'الملاحظات',
    editNote: 'تعديل الملاحظة',
    saveNote: 'حفظ الملاحظة',
    cancel: 'إلغاء',
    notePlaceholder: 'أضف ملاحظات حول هذا الاستفسار...',
    noNotes: 'لا توجد ملاحظات',
    noteEmpty: 'اكتب ملاحظة قبل الحفظ، أو اضغط «إلغاء».',
    noteTooLong: (maxLength) => `لا يمكن أن يزيد طول الملاحظة على ${arabicCharacters(maxLength)}. اختصرها ثم احفظها.`,
    contactInformation: 'معلومات التواصل',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    propertyId: 'رقم العقار',
    projectId: 'رقم المشروع',
    markAsResolved: 'تعيين كمحلول',
    closeInquiry: 'إغلاق الاستفسار',
  },
  loadFailed: (status) => `تعذّر جلب الاستفسارات. رمز الحالة: ${isolate(status)}`,
  unexpectedError: 'حدث خطأ غير متوقع',
  statusUpdateFailed: (status) => `تعذّر تحديث حالة الاستفسار. رمز الحالة: ${isolate(status)}`,
  statusUpdateFailedToast: 'تعذّر تحديث حالة الاستفسار',
  statusUpdated: 'تم تحديث الحالة بنجاح',
  noteUpdateFailed: (status) => `تعذّر تحديث الملاحظة. رمز الحالة: ${isolate(status)}`,
  noteUpdateFailedToast: 'تعذّر تحديث الملاحظة',
  noteUpdated: 'تم تحديث الملاحظة بنجاح',
  exportCsv: 'تصدير CSV',
  undo: 'تراجع',
  statusRestored: (status) => `أُعيدت الحالة إلى ${isolate(status)}`,
  resultCount: (shown, total) => {
    const n = isolatedCount(total);
    if (shown === total) {
      return arabicPlural(total, {
        zero: 'لا توجد استفسارات',
        one: 'استفسار واحد',
        two: 'استفساران',
        few: `${n} استفسارات`,
        many: `${n} استفساراً`,
        other: `${n} استفسار`,
      });
    }
    // After 'من أصل' the count is genitive: the dual is استفسارين.
    const ofTotal = arabicPlural(total, { one: 'استفسار واحد', two: 'استفسارين', few: `${n} استفسارات`, many: `${n} استفساراً`, other: `${n} استفسار` });
    return `عرض ${isolatedCount(shown)} من أصل ${ofTotal}`;
  },
  listLabel: 'الاستفسارات',
  loadingLabel: 'جارٍ تحميل الاستفسارات',
  notFound: (id) => `لم يُعثر على الاستفسار رقم ${isolate(id)}. ربما حُذف، أو أن الرابط غير صحيح.`,
  statusOf: (name) => `حالة ${isolate(name)}`,
  viewDetailsOf: (name) => `عرض تفاصيل ${isolate(name)}`,
  noNote: '—',
  // The header row of the exported file, which people read in a spreadsheet: copy, so translated.
  // Nothing imports that file back.
  csvColumns: {
    id: 'الرقم',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    status: 'الحالة',
    message: 'الرسالة',
    note: 'الملاحظة',
    created: 'تاريخ الإنشاء',
    propertyId: 'رقم العقار',
    projectId: 'رقم المشروع',
  },
  noCount: '—',
};

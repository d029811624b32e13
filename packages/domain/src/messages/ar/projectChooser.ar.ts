import type { Messages } from '../messages';
import { arabicAed, arabicPlural, isolatedCount, isolatedPercent } from './arabicCounts';

/** Project chooser, project details and add-to-project views. */
export const projectChooserArMessages: Messages['projectChooser'] = {
  chooseOption: 'اختر خياراً',
  addToExisting: 'إضافة إلى مشروع قائم',
  addToExistingDescription: 'أدرج عقاراً ضمن مشروع معتمد',
  addStandalone: 'إضافة عقار مستقل',
  addStandaloneDescription: 'عقار منفرد لا ينتمي إلى أي مشروع',
  selectProject: 'اختر مشروعاً',
  searchPlaceholder: 'ابحث في المشاريع',
  approvedCount: (count) => {
    const n = isolatedCount(count);
    return arabicPlural(count, {
      zero: 'لا توجد مشاريع معتمدة متاحة',
      one: 'مشروع معتمد واحد متاح',
      two: 'مشروعان معتمدان متاحان',
      few: `${n} مشاريع معتمدة متاحة`,
      many: `${n} مشروعاً معتمداً متاحاً`,
      other: `${n} مشروع معتمد متاح`,
    });
  },
  buildings: (count) => {
    const n = isolatedCount(count);
    return arabicPlural(count, { zero: 'لا مبانٍ', one: 'مبنى واحد', two: 'مبنيان', few: `${n} مبانٍ`, many: `${n} مبنى`, other: `${n} مبنى` });
  },
  floors: (count) => {
    const n = isolatedCount(count);
    return arabicPlural(count, { zero: 'لا طوابق', one: 'طابق واحد', two: 'طابقان', few: `${n} طوابق`, many: `${n} طابقاً`, other: `${n} طابق` });
  },
  emptyTitle: 'لم يُعثر على مشاريع',
  emptySearch: 'لا توجد مشاريع تطابق معايير بحثك',
  emptyNone: 'لا توجد مشاريع معتمدة متاحة',
  clearSearch: 'مسح البحث',
  errorTitle: 'خطأ في تحميل المشاريع',
  tryAgain: 'حاول مرة أخرى',
  listLabel: 'المشاريع المعتمدة',
  loadingLabel: 'جارٍ تحميل المشاريع',
  optionsLabel: 'طريقة إضافة العقار',
  details: {
    backToSelection: 'العودة إلى اختيار المشروع',
    projectSummary: 'ملخص المشروع',
    address: 'العنوان',
    handoverDate: 'تاريخ التسليم',
    constructionStatus: 'حالة الإنشاء',
    developerInformation: 'معلومات المطوّر',
    developerName: 'الاسم',
    company: 'الشركة',
    phone: 'الهاتف',
    businessEmail: 'البريد الإلكتروني للعمل',
    location: 'الموقع',
    developerPhotoAlt: 'صورة المطوّر',
    continue: 'متابعة',
    loadingLabel: 'جارٍ تحميل المشروع',
  },
  addToProject: {
    startingFrom: (amount) => `ابتداءً من ${arabicAed(amount)}`,
    // A percentage alone, as in English: symbols only.
    percent: (value) => isolatedPercent(value, 1),
    buildings: 'المباني',
    floors: 'الطوابق',
    complete: 'نسبة الإنجاز',
    handover: 'التسليم',
    aboutProject: 'عن هذا المشروع',
    amenities: 'المرافق',
    addProperty: 'إضافة عقار إلى هذا المشروع',
    backToProjectDetails: 'العودة إلى تفاصيل المشروع',
  },
  projectsNotFound: 'لم يُعثر على المشاريع',
  projectNotFound: 'لم يُعثر على المشروع',
  developerNotFound: 'لم يُعثر على المطوّر',
  fetchDeveloperFailed: 'تعذّر جلب تفاصيل المطوّر',
  fetchProjectFailed: 'تعذّر جلب تفاصيل المشروع',
};

import type { Messages } from '../messages';
import { arabicCharacters, arabicCount, arabicPlural, isolatedCount } from './arabicCounts';
import { isolate } from './isolate';

/** The agency profile screen; its reviews are in `reviews`. */
export const agencyProfileArMessages: Messages['agencyProfile'] = {
  title: 'ملف الوكالة',
  coverAlt: 'صورة الغلاف',
  profilePictureAlt: 'صورة الملف الشخصي',
  changeCover: 'تغيير الغلاف',
  changePicture: 'تغيير الصورة',
  editProfile: 'تعديل ملف الوكالة',
  cancel: 'إلغاء',
  saveChanges: 'حفظ التغييرات',
  saving: 'جارٍ الحفظ...',
  uploadingImage: 'جارٍ الرفع...',
  tabs: {
    basicInfo: 'المعلومات الأساسية',
    contact: 'التواصل',
    business: 'النشاط التجاري',
    location: 'الموقع',
    socialMedia: 'وسائل التواصل الاجتماعي',
  },
  fields: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    businessEmail: 'البريد الإلكتروني للعمل',
    mobileNumber: 'رقم الهاتف المتحرك',
    description: 'الوصف',
    industryStartYear: 'سنة بدء العمل في القطاع',
    contactNumber1: 'رقم التواصل الأول',
    contactNumber2: 'رقم التواصل الثاني',
    whatsappNumber: 'رقم واتساب',
    webUrl: 'رابط الموقع الإلكتروني',
    website: 'الموقع الإلكتروني',
    // DED, BRN and ORN are the abbreviations printed on the UAE licence and registration documents
    // the agency copies these numbers from, so they follow the Arabic name.
    ded: 'رخصة الدائرة الاقتصادية (DED)',
    bRN: 'رقم تسجيل الوسيط (BRN)',
    orn: 'رقم تسجيل المكتب (ORN)',
    address: 'العنوان',
    city: 'المدينة',
    zipCode: 'الرمز البريدي',
    areas: 'مناطق الخدمة',
    facebookUrl: 'رابط فيسبوك',
    youtubeUrl: 'رابط يوتيوب',
    instagramUrl: 'رابط إنستغرام',
    linkedinUrl: 'رابط لينكدإن',
    xurl: 'رابط منصة X',
  },
  notProvided: 'غير متوفر',
  sectionsLabel: 'أقسام ملف الوكالة',
  notEditableHere: 'يُدار من خلال حسابك، ولا يمكن تغييره من هذه الصفحة',
  areasHint: 'اختر كل منطقة تخدمها؛ استخدم مفتاح المسافة أو النقر لتحديد منطقة أو إلغاء تحديدها.',
  areasLoading: 'جارٍ تحميل مناطق الخدمة...',
  areasSelected: (count) => {
    const n = isolatedCount(count);
    return arabicPlural(count, {
      zero: 'لم تُحدَّد أي منطقة',
      one: 'تم تحديد منطقة واحدة',
      two: 'تم تحديد منطقتين',
      few: `تم تحديد ${n} مناطق`,
      many: `تم تحديد ${n} منطقة`,
      other: `تم تحديد ${n} منطقة`,
    });
  },
  validation: {
    // An example of what to type (data), kept left-to-right.
    email: `أدخل بريداً إلكترونياً صالحاً، مثل ${isolate('name@agency.ae')}`,
    url: `أدخل عنوان ويب كاملاً يبدأ بـ ${isolate('https://')}`,
    phone: `أدخل رقم هاتف صالحاً، مثل ${isolate('+971 50 123 4567')} أو ${isolate('04 123 4567')}`,
    yearWhole: `أدخل السنة بأربعة أرقام، مثل ${isolate(2011)}`,
    // Years are not grouped: 2026, not 2,026.
    yearRange: (min, max) => `أدخل سنة بين ${isolate(min)} و${isolate(max)}`,
    tabErrors: (count) => {
      const n = isolatedCount(count);
      return arabicPlural(count, { zero: 'لا أخطاء', one: 'خطأ واحد', two: 'خطآن', few: `${n} أخطاء`, many: `${n} خطأً`, other: `${n} خطأ` });
    },
    tooLong: (max) => `أدخل ما لا يزيد على ${arabicCharacters(max)}`,
  },
  // Figures only, as in English: '12/255', one left-to-right run.
  characterCount: (length, max) => isolate(`${arabicCount(length)}/${arabicCount(max)}`),
  cropDialog: {
    title: 'قص صورة الغلاف',
    zoom: 'تكبير',
    apply: 'تطبيق',
    cancel: 'إلغاء',
  },
  loadFailed: (status) => `تعذّر تحميل ملف الوكالة: ${isolate(status)}`,
  loadDataFailed: 'تعذّر تحميل بيانات ملف الوكالة',
  profileImageUploadFailed: (reason) => `فشل رفع صورة الملف الشخصي: ${isolate(reason)}`,
  coverImageUploadFailed: (reason) => `فشل رفع صورة الغلاف: ${isolate(reason)}`,
  saveFailed: (status) => `تعذّر تحديث ملف الوكالة: ${isolate(status)}`,
  saveError: 'حدث خطأ أثناء حفظ التغييرات',
  saved: 'تم تحديث ملف الوكالة بنجاح',
};

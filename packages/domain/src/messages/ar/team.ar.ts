import type { Messages } from '../messages';
import { arabicMegabytes } from './arabicCounts';
import { isolate } from './isolate';

/** The team list's network and server texts, which agent management copies (as the English does). */
export const teamListNetworkAr = 'خطأ في الشبكة. يرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.';
export const teamListServerAr = 'واجه الخادم خطأً. تم إبلاغ فريقنا.';
const shortNetwork = 'خطأ في الشبكة. يرجى التحقق من اتصالك بالإنترنت.';

/** Agency Team Management. */
export const teamArMessages: Messages['team'] = {
  title: 'إدارة فريق الوكالة',
  subtitle: 'أدر أعضاء فريقك ومعلوماتهم',
  searchLabel: 'البحث في أعضاء الفريق',
  searchPlaceholder: 'ابحث بالاسم أو البريد الإلكتروني أو المسمى الوظيفي...',
  reset: 'إعادة تعيين',
  addMember: 'إضافة عضو',
  listLabel: 'أعضاء الفريق',
  loadingLabel: 'جارٍ تحميل أعضاء الفريق',
  notProvided: 'غير متوفر',
  columns: {
    photo: 'الصورة',
    name: 'الاسم',
    title: 'المسمى الوظيفي',
    email: 'البريد الإلكتروني',
    mobile: 'الهاتف المتحرك',
    actions: 'الإجراءات',
  },
  photoAlt: (name) => `صورة ${isolate(name)}`,
  viewMember: (name) => `عرض ${isolate(name)}`,
  editMember: (name) => `تعديل ${isolate(name)}`,
  deleteMember: (name) => `حذف ${isolate(name)}`,
  empty: 'لم يُعثر على أعضاء في الفريق',
  addFirst: 'أضف أول عضو في فريقك',
  emptySearch: 'لا يوجد أعضاء في الفريق يطابقون معايير بحثك. جرّب تعديل البحث.',
  form: {
    addTitle: 'إضافة عضو إلى الفريق',
    editTitle: 'تعديل عضو الفريق',
    name: 'الاسم',
    jobTitle: 'المسمى الوظيفي',
    email: 'البريد الإلكتروني',
    mobile: 'الهاتف المتحرك',
    profileImage: 'صورة الملف الشخصي',
    uploadImage: 'رفع صورة',
    changeImage: 'تغيير الصورة',
    imageHint: (maxMb) => `صور فقط، بحد أقصى ${arabicMegabytes(maxMb)}`,
    preparingImage: 'جارٍ تجهيز الصورة...',
    uploadingImage: 'جارٍ رفع الصورة...',
    noImage: 'لم تُختر أي صورة',
    loadingMember: 'جارٍ تحميل تفاصيل عضو الفريق',
    save: 'حفظ',
    saving: 'جارٍ الحفظ...',
    cancel: 'إلغاء',
    nameRequired: 'الاسم مطلوب',
    titleRequired: 'المسمى الوظيفي مطلوب',
    imageRequired: 'صورة الملف الشخصي مطلوبة',
    invalidEmail: 'صيغة البريد الإلكتروني غير صحيحة',
    invalidPhone: `يجب أن يتكون رقم الهاتف من ${isolate(10)} أرقام`,
    nameTooLong: `يجب ألا يزيد الاسم على ${isolate(255)} حرفاً`,
    titleTooLong: `يجب ألا يزيد المسمى الوظيفي على ${isolate(255)} حرفاً`,
    emailTooLong: `يجب ألا يزيد البريد الإلكتروني على ${isolate(254)} حرفاً`,
    phoneTooLong: `يجب ألا يزيد رقم الهاتف على ${isolate(30)} حرفاً`,
  },
  cropDialog: {
    title: 'قص الصورة',
    zoom: 'تكبير',
    apply: 'تطبيق',
    cancel: 'إلغاء',
  },
  details: {
    title: 'تفاصيل عضو الفريق',
    email: 'البريد الإلكتروني',
    mobile: 'الهاتف المتحرك',
    memberSince: 'عضو منذ',
    close: 'إغلاق',
  },
  deleteDialog: {
    title: 'حذف عضو الفريق',
    body: (name) => `هل أنت متأكد من أنك تريد حذف ${isolate(name)}؟ لا يمكن التراجع عن هذا الإجراء.`,
    confirm: 'حذف',
    deleting: 'جارٍ الحذف...',
    cancel: 'إلغاء',
  },
  added: 'تمت إضافة عضو الفريق بنجاح',
  updated: 'تم تحديث عضو الفريق بنجاح',
  deleted: 'تم حذف عضو الفريق بنجاح',
  errors: {
    listLoad: {
      default: 'تعذّر تحميل أعضاء الفريق. يرجى المحاولة لاحقاً.',
      notFound: 'معلومات أعضاء الفريق غير متاحة حالياً. يرجى المحاولة لاحقاً.',
      forbidden: 'ليست لديك صلاحية لعرض أعضاء الفريق. يرجى التواصل مع مسؤول النظام.',
      network: teamListNetworkAr,
      server: teamListServerAr,
    },
    save: {
      default: 'تعذّر حفظ عضو الفريق. يرجى المحاولة مرة أخرى.',
      duplicate: 'يوجد بالفعل عضو في الفريق بهذه المعلومات.',
      forbidden: 'ليست لديك صلاحية لتنفيذ هذا الإجراء.',
      network: shortNetwork,
      validation: 'يرجى التحقق من المعلومات التي أدخلتها والمحاولة مرة أخرى.',
    },
    loadForEdit: {
      default: 'تعذّر تحميل تفاصيل عضو الفريق. يرجى المحاولة مرة أخرى.',
      notFound: 'عضو الفريق هذا لم يعد متاحاً.',
      forbidden: 'ليست لديك صلاحية لتعديل عضو الفريق هذا.',
    },
    delete: {
      default: 'تعذّر حذف عضو الفريق. يرجى المحاولة لاحقاً.',
      notFound: 'ربما حُذف عضو الفريق هذا مسبقاً.',
      forbidden: 'ليست لديك صلاحية لحذف أعضاء الفريق.',
      network: shortNetwork,
    },
  },
};

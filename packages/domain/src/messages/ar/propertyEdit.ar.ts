import type { Messages } from '../messages';

/** The property edit form's own parts: banners, project and developer cards. */
export const propertyEditArMessages: Messages['propertyEdit'] = {
  title: 'تعديل العقار',
  rejectedTitle: 'تم رفض العقار',
  rejectedByDeveloperTitle: 'رفضه المطوّر',
  reasonLabel: 'السبب',
  projectPropertyTitle: 'عقار ضمن مشروع',
  projectPropertyNotice: 'بعض الحقول معبّأة مسبقاً من بيانات المشروع ومقفلة. بعد التعديل، يجب أن يوافق المطوّر على هذا العقار مجدداً.',
  projectDetails: 'تفاصيل المشروع',
  projectName: 'اسم المشروع',
  address: 'العنوان',
  handoverDate: 'تاريخ التسليم',
  constructionStatus: 'حالة الإنشاء',
  developer: 'المطوّر',
  developerName: 'الاسم',
  company: 'الشركة',
  phone: 'الهاتف',
  businessEmail: 'البريد الإلكتروني للعمل',
  location: 'الموقع',
  developerPhotoAlt: 'صورة الملف الشخصي للمطوّر',
  loadingDetails: 'جارٍ تحميل تفاصيل المشروع...',
  cancel: 'إلغاء',
  submit: 'تحديث العقار',
  saving: 'جارٍ الحفظ...',
  updated: 'تم تحديث العقار بنجاح!',
  updateFailed: 'تعذّر تحديث العقار',
  // The English names the server's value PENDING; the user sees that status as statuses.developerApproval words it.
  updatedDeveloperReset: 'تم تحديث العقار بنجاح! أُعيدت حالة موافقة المطوّر إلى «قيد المراجعة».',
};

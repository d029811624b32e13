import type { Messages } from '../messages';
import { isolate } from './isolate';

/** The Agency Panel shell: sidebar, header, profile menu, loading overlay. */
export const shellArMessages: Messages['shell'] = {
  panelTitle: 'لوحة تحكم الوكالة',
  loadingTitle: 'جارٍ تحميل لوحة المعلومات',
  loadingSubtitle: 'يرجى الانتظار ريثما نجهّز كل شيء...',
  home: 'الرئيسية',
  userFallback: 'مستخدم',
  signOut: 'تسجيل الخروج',
  profileMenu: 'قائمة الملف الشخصي',
  profilePictureAlt: 'صورة الملف الشخصي',
  language: 'اللغة',
  mainNavigation: 'التنقل الرئيسي',
  openNavigation: 'فتح قائمة التنقل',
  leaveUnsavedChanges: 'هل تريد مغادرة هذه الصفحة؟ سيُفقد كل ما لم تحفظه.',
  skipToContent: 'الانتقال إلى المحتوى الرئيسي',
  documentTitle: (page) => `${isolate(page)} | لوحة تحكم الوكالة`,
  closeNavigation: 'إغلاق قائمة التنقل',
  applicationErrorTitle: 'خطأ في التطبيق',
  sectionUnavailableTitle: 'غير متاح بعد',
  sectionUnavailableBody: 'هذا القسم من لوحة تحكم الوكالة غير متاح بعد.',
  reconnectingTitle: 'جارٍ إعادة الاتصال',
  reconnectingBody: 'تعذّر الوصول إلى الخادم لتجديد جلستك. تجري إعادة المحاولة تلقائياً.',
  // The keys are the panel's section ids (URL paths): data, kept as they are; the values are copy.
  sections: {
    dashboard: 'لوحة المعلومات',
    'add-new-property': 'إضافة عقار جديد',
    'admin-reviewed': 'مراجعات الإدارة',
    'developer-reviewed': 'مراجعات المطوّر',
    'bulk-upload': 'الرفع الجماعي',
    'inquiry-management': 'إدارة الاستفسارات',
    'agent-management': 'إدارة الوسطاء',
    'team-management': 'إدارة الفريق',
    'agency-profile': 'ملف الوكالة',
    'manage-agents': 'دليل الوسطاء',
  },
};

import type { Messages } from '../messages';
import { arabicPlural, isolatedCount } from './arabicCounts';
import { isolate } from './isolate';
import { teamListNetworkAr, teamListServerAr } from './team.ar';

/** Agent Management: find, invite, pending requests, agency agents. */
export const agentManagementArMessages: Messages['agentManagement'] = {
  title: 'إدارة الوسطاء',
  pendingInvitations: (count) => {
    const n = isolatedCount(count);
    return arabicPlural(count, {
      zero: 'لا توجد دعوات معلّقة',
      one: 'دعوة واحدة معلّقة',
      two: 'دعوتان معلّقتان',
      few: `${n} دعوات معلّقة`,
      many: `${n} دعوة معلّقة`,
      other: `${n} دعوة معلّقة`,
    });
  },
  tabs: {
    findAgents: 'البحث عن وسطاء',
    pendingRequests: 'الطلبات المعلّقة',
    ourAgents: 'وسطاؤنا',
  },
  tabsLabel: 'قوائم الوسطاء',
  loadingAgents: 'جارٍ تحميل الوسطاء',
  searchLabel: 'البحث بالبريد الإلكتروني',
  searchPlaceholder: 'ابحث بالبريد الإلكتروني...',
  reset: 'إعادة تعيين',
  columns: {
    agent: 'الوسيط',
    contact: 'التواصل',
    location: 'الموقع',
    experience: 'الخبرة',
    languages: 'اللغات',
    status: 'الحالة',
    actions: 'الإجراءات',
  },
  // The keys are the server's relationship values (data); the labels are copy.
  relationshipStatus: {
    PENDING: 'معلّق',
    ACCEPTED: 'مقبول',
  },
  invite: 'دعوة',
  pending: 'معلّق',
  processing: 'جارٍ المعالجة...',
  remove: 'إزالة',
  removing: 'جارٍ الإزالة...',
  viewAgent: (name) => `عرض ${isolate(name)}`,
  removeDialog: {
    title: 'إزالة الوسيط',
    body: (agentName) => `هل أنت متأكد من أنك تريد إزالة ${isolate(agentName)} من وكالتك؟`,
    confirm: 'إزالة',
    cancel: 'إلغاء',
  },
  detail: {
    agentDetails: 'تفاصيل الوسيط',
    propertiesTab: (count) => `العقارات (${isolatedCount(count)})`,
    loadPropertiesFailed: 'تعذّر تحميل عقارات الوسيط',
    noProperties: 'لا توجد عقارات مُدرجة',
    loadingProperties: 'جارٍ تحميل العقارات',
    close: 'إغلاق',
    notProvided: 'غير متوفر',
    email: 'البريد الإلكتروني',
    businessEmail: 'البريد الإلكتروني للعمل',
    phone: 'الهاتف',
    whatsApp: 'واتساب',
    location: 'الموقع',
    company: 'الشركة',
    // BRN: the abbreviation on the broker's RERA registration card, after its Arabic name.
    brn: 'رقم تسجيل الوسيط (BRN)',
    nationality: 'الجنسية',
    experience: 'الخبرة',
    languages: 'اللغات',
    serviceAreas: 'مناطق الخدمة',
    joined: 'تاريخ الانضمام',
    about: 'نبذة',
    socialLinks: 'حسابات التواصل الاجتماعي',
    facebook: 'فيسبوك',
    instagram: 'إنستغرام',
    linkedIn: 'لينكدإن',
    youTube: 'يوتيوب',
    x: 'منصة X',
    price: 'السعر',
  },
  alreadyPending: (firstName) => `لدى ${isolate(firstName)} طلب دعوة معلّق بالفعل.`,
  emptyFindAgentsSearch: (term) =>
    `لم يُعثر على وسطاء يطابق بريدهم الإلكتروني «${isolate(term)}». يرجى التحقق من عنوان البريد الإلكتروني والمحاولة مرة أخرى.`,
  emptyPendingSearch: 'لا توجد طلبات معلّقة تطابق بحثك بالبريد الإلكتروني.',
  empty: {
    findAgents: 'لا يوجد وسطاء متاحون حالياً.',
    pendingRequests: 'لم يُعثر على طلبات وسطاء معلّقة.',
    ourAgents: 'لم يُعثر على وسطاء في وكالتك.',
  },
  invitationSent: (firstName) => `تم إرسال الدعوة إلى ${isolate(firstName)} بنجاح!`,
  agentRemoved: (agentName) => `تمت إزالة ${isolate(agentName)} من وكالتك بنجاح`,
  errors: {
    availableAgents: {
      default: 'تعذّر تحميل الوسطاء المتاحين. يرجى المحاولة لاحقاً.',
      notFound: 'لا يوجد وسطاء متاحون حالياً.',
      forbidden: 'ليست لديك صلاحية لعرض الوسطاء. يرجى التواصل مع مسؤول النظام.',
      network: teamListNetworkAr,
      server: teamListServerAr,
    },
    invite: {
      default: 'تعذّر إرسال الدعوة. يرجى المحاولة لاحقاً.',
      duplicate: 'سبق إرسال دعوة إلى هذا الوسيط.',
      forbidden: 'ليست لديك صلاحية لإرسال الدعوات.',
      network: teamListNetworkAr,
    },
    agencyAgents: {
      default: 'تعذّر تحميل وسطاء الوكالة. يرجى المحاولة لاحقاً.',
      notFound: 'لم يُعثر على وسطاء في وكالتك.',
      forbidden: 'ليست لديك صلاحية لعرض وسطاء الوكالة. يرجى التواصل مع مسؤول النظام.',
    },
    removeAgent: {
      default: 'تعذّر إزالة الوسيط من الوكالة. يرجى المحاولة لاحقاً.',
      notFound: 'ربما أُزيل هذا الوسيط من وكالتك مسبقاً.',
      forbidden: 'ليست لديك صلاحية لإزالة الوسطاء من الوكالة.',
    },
    pendingRequests: {
      default: 'تعذّر تحميل طلبات الوسطاء المعلّقة. يرجى المحاولة لاحقاً.',
      notFound: 'لم يُعثر على طلبات وسطاء معلّقة.',
      forbidden: 'ليست لديك صلاحية لعرض الطلبات المعلّقة. يرجى التواصل مع مسؤول النظام.',
    },
  },
};

import type { Messages } from '../messages';

/** Session and authentication failures. */
export const sessionArMessages: Messages['session'] = {
  tokenRefreshFailed: 'تعذّر تجديد رمز المصادقة',
  tokenNotFound: 'لم يُعثر على رمز المصادقة',
  tokenNotFoundLogInAgain: 'لم يُعثر على رمز المصادقة. يرجى تسجيل الدخول مرة أخرى.',
  authenticationRequired: 'يلزم تسجيل الدخول. يرجى تسجيل الدخول مرة أخرى.',
  agentProfileNotFound: 'لم يُعثر على ملف الوسيط. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  profileDataFailed: 'تعذّر تحميل بيانات الملف الشخصي',
  agentIdNotFound: 'لم يُعثر على معرّف الوسيط. يرجى تسجيل الدخول مرة أخرى.',
  sessionExpired: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
};

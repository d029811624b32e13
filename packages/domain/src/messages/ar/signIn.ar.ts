import type { Messages } from '../messages';

/** The agency sign-in screen. */
export const signInArMessages: Messages['signIn'] = {
  title: 'تسجيل دخول الوكالة',
  subtitle: 'سجّل الدخول لإدارة إعلاناتك واستفساراتك وفريقك.',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  submit: 'تسجيل الدخول',
  submitting: 'جارٍ تسجيل الدخول...',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'صيغة البريد الإلكتروني غير صحيحة',
  passwordRequired: 'كلمة المرور مطلوبة',
  failedTitle: 'تعذّر تسجيل الدخول',
  sessionEndedTitle: 'انتهت جلستك',
  signInAgainBody: 'سجّل الدخول مجدداً للمتابعة. سيبقى كل ما في هذه الصفحة كما تركته، بما في ذلك ما لم تحفظه.',
  goToSignInPage: 'الانتقال إلى صفحة تسجيل الدخول',
  notAgencyAccount: 'هذا الحساب ليس حساب وكالة. يرجى تسجيل الدخول ببيانات دخول وكالتك.',
  unreachable: 'تعذّر الاتصال بالخادم. يرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.',
  demoTitle: 'حساب تجريبي',
};

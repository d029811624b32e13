import type { Messages } from '../messages';
import { arabicCharacters, arabicCount, arabicDecimal, arabicPlural, isolatedCount } from './arabicCounts';
import { isolate } from './isolate';

/** 'N stars' standing alone (nominative): نجمة واحدة / نجمتان / 3 نجوم. */
function stars(count: number): string {
  const n = isolatedCount(count);
  return arabicPlural(count, { one: 'نجمة واحدة', two: 'نجمتان', few: `${n} نجوم`, many: `${n} نجمة`, other: `${n} نجمة` });
}

/** 'N reviews' standing alone (nominative): مراجعة واحدة / مراجعتان / 3 مراجعات. */
function reviews(count: number): string {
  const n = isolatedCount(count);
  return arabicPlural(count, {
    zero: 'لا توجد مراجعات',
    one: 'مراجعة واحدة',
    two: 'مراجعتان',
    few: `${n} مراجعات`,
    many: `${n} مراجعة`,
    other: `${n} مراجعة`,
  });
}

/** A percentage alone, as in English: '80%', one left-to-right run. */
const percent = (value: number) => isolate(`${arabicCount(value)}%`);

/** Customer reviews on the agency profile. */
export const reviewsArMessages: Messages['reviews'] = {
  title: 'مراجعات العملاء',
  averageRating: 'متوسط التقييم',
  recommend: 'نسبة التوصية',
  recommendPercent: (value) => percent(value),
  reviewCount: (count) => reviews(count),
  ratingValue: (rating, max) => {
    const n = isolatedCount(max);
    // After 'من' the count is genitive: the dual is نجمتين.
    const outOf = arabicPlural(max, { one: 'نجمة واحدة', two: 'نجمتين', few: `${n} نجوم`, many: `${n} نجمة`, other: `${n} نجمة` });
    return `${isolate(arabicDecimal(rating, 1))} من ${outOf}`;
  },
  viewAll: 'عرض كل المراجعات',
  allReviewsTitle: 'كل المراجعات',
  sortLabel: 'الترتيب حسب',
  sort: {
    newest: 'الأحدث',
    oldest: 'الأقدم',
    highest: 'الأعلى تقييماً',
    lowest: 'الأدنى تقييماً',
  },
  ratingFilterLabel: 'التقييم',
  allRatings: 'كل التقييمات',
  starsOption: (count) => stars(count),
  userFallback: (loginId) => `المستخدم ${isolate(loginId)}`,
  likes: (count) => {
    const n = isolatedCount(count);
    return arabicPlural(count, { zero: 'لا إعجابات', one: 'إعجاب واحد', two: 'إعجابان', few: `${n} إعجابات`, many: `${n} إعجاباً`, other: `${n} إعجاب` });
  },
  distributionLabel: 'توزيع التقييمات',
  distributionRow: (starCount, count, share) => `${stars(starCount)}: ${reviews(count)} (${percent(share)})`,
  loading: 'جارٍ تحميل المراجعات',
  form: {
    title: 'اكتب مراجعة',
    ratingLabel: 'تقييمك',
    commentLabel: 'مراجعتك',
    commentPlaceholder: 'شارك تجربتك مع هذه الوكالة...',
    // Figures only, as in English: '451/500'.
    characterCount: (length, max) => isolate(`${arabicCount(length)}/${arabicCount(max)}`),
    submit: 'إرسال المراجعة',
    submitting: 'جارٍ الإرسال...',
    ratingRequired: 'يرجى اختيار تقييم',
    commentRequired: 'يرجى كتابة نص المراجعة',
    commentTooLong: (max) => `يجب ألا تزيد المراجعة على ${arabicCharacters(max)}`,
    starOption: (count) => stars(count),
  },
  loadFailed: 'تعذّر تحميل المراجعات',
  loadFailedTitle: 'تعذّر تحميل المراجعات',
  retry: 'إعادة المحاولة',
  fetchFailed: (status) => `تعذّر جلب المراجعات: ${isolate(status)}`,
  empty: 'لا توجد مراجعات بعد',
  emptyFiltered: 'لا توجد مراجعات تطابق معاييرك',
  submitFailed: 'تعذّر إرسال المراجعة',
  submittedTitle: 'تم إرسال المراجعة بنجاح!',
  submittedBody: 'شكراً على مراجعتك. تم إرسالها وستظهر بعد الموافقة عليها.',
};

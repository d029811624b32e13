import type { Messages } from '../messages';
import { arabicPlural, isolatedCount } from './arabicCounts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * 'N minutes/hours/days ago' in Arabic. Worded here with the plural rules rather than by
 * Intl.RelativeTimeFormat, whose numbers would need taking apart to isolate and whose spelling of the
 * accusative (يومًا) differs from the rest of the catalogue (يوماً).
 */
function ago(elapsedMs: number): string {
  if (elapsedMs < hour) {
    const minutes = Math.floor(elapsedMs / minute);
    const n = isolatedCount(minutes);
    return arabicPlural(minutes, { one: 'قبل دقيقة', two: 'قبل دقيقتين', few: `قبل ${n} دقائق`, many: `قبل ${n} دقيقة`, other: `قبل ${n} دقيقة` });
  }
  if (elapsedMs < day) {
    const hours = Math.floor(elapsedMs / hour);
    const n = isolatedCount(hours);
    return arabicPlural(hours, { one: 'قبل ساعة', two: 'قبل ساعتين', few: `قبل ${n} ساعات`, many: `قبل ${n} ساعة`, other: `قبل ${n} ساعة` });
  }
  const days = Math.floor(elapsedMs / day);
  const n = isolatedCount(days);
  // One day back is 'yesterday', as the English says (Intl's numeric: 'auto').
  return arabicPlural(days, { one: 'أمس', two: 'قبل يومين', few: `قبل ${n} أيام`, many: `قبل ${n} يوماً`, other: `قبل ${n} يوم` });
}

/** The property form's kept draft and the question before leaving with unsaved changes. */
export const propertyDraftArMessages: Messages['propertyDraft'] = {
  restoreTitle: 'عُثر على تغييرات غير محفوظة',
  // Under a minute (or a clock that moved back) reads 'moments ago'.
  keptAgo: (elapsedMs) => (elapsedMs >= minute ? `حُفظت في علامة التبويب هذه ${ago(elapsedMs)}.` : 'حُفظت في علامة التبويب هذه قبل لحظات.'),
  keptEarlier: 'حُفظت في علامة التبويب هذه في وقت سابق.',
  restoreHint: 'استعِدها لتتابع من حيث توقفت، أو تجاهلها لتبدأ من النموذج بحالته الحالية.',
  restore: 'استعادة',
  discard: 'تجاهل',
  leaveTitle: 'المغادرة دون حفظ؟',
  leaveDraftKept: 'تغييراتك غير محفوظة. يُحتفظ بها كمسودة في علامة التبويب هذه حتى تغلقها، وتُعرض عليك مجدداً عند فتح هذا النموذج.',
  leaveFilesNotKept: 'لا يُحتفظ بالصور المختارة منذ آخر حفظ: اخترها مرة أخرى عند عودتك.',
  leaveDraftLost: 'تغييراتك غير محفوظة وستُفقد: هذا المتصفح لا يحتفظ بمسودة منها.',
  stay: 'البقاء',
  leave: 'المغادرة',
};

import type { Messages } from '../messages';
import { arabicPlural, isolatedCount, isolatedPercent } from './arabicCounts';
import { isolate } from './isolate';

const hundredPercent = isolate('100%');

/** A field's label inside a sentence: quoted, so a label of several words reads as one name. */
const field = (label: string) => `«${isolate(label)}»`;

/** The property form's payment plans and their milestones (دفعات: the instalments of the plan). */
export const paymentPlansArMessages: Messages['paymentPlans'] = {
  title: 'خطط الدفع',
  intro: `يُفترض أن يبلغ مجموع دفعات كل خطة ${hundredPercent}.`,
  empty: 'لم تُضف أي خطط دفع',
  addPlan: 'إضافة خطة دفع',
  planHeading: (position, name) =>
    name.trim() === '' ? `خطة الدفع ${isolate(position)}` : `خطة الدفع ${isolate(position)}: ${isolate(name.trim())}`,
  planName: 'اسم الخطة',
  resaleAvailable: 'إتاحة إعادة البيع (%)',
  percentHint: `من ${isolate(0)} إلى ${isolate(100)}`,
  note: 'ملاحظة',
  removePlan: (position) => `إزالة خطة الدفع ${isolate(position)}`,
  removePlanDialog: {
    title: (position) => `إزالة خطة الدفع ${isolate(position)}؟`,
    body: (name, milestones) => {
      const plan = name.trim() === '' ? 'هذه الخطة' : `الخطة «${isolate(name.trim())}»`;
      const n = isolatedCount(milestones);
      const withMilestones = arabicPlural(milestones, {
        zero: '',
        one: ' ودفعتها الوحيدة',
        two: ' ودفعتاها الاثنتان',
        few: ` ودفعاتها الـ${n}`,
        many: ` ودفعاتها الـ${n}`,
        other: ` ودفعاتها الـ${n}`,
      });
      return `ستُزال ${plan}${withMilestones} من النموذج.`;
    },
    confirm: 'إزالة الخطة',
    cancel: 'الإبقاء على الخطة',
  },
  milestones: 'الدفعات',
  noMilestones: 'لا توجد دفعات بعد.',
  addMilestone: 'إضافة دفعة',
  milestone: (position) => `الدفعة ${isolate(position)}`,
  milestoneName: (position) => `اسم الدفعة ${isolate(position)}`,
  milestonePercentage: (position) => `نسبة الدفعة ${isolate(position)}`,
  milestoneDescription: (position) => `وصف الدفعة ${isolate(position)}`,
  removeMilestone: (position) => `إزالة الدفعة ${isolate(position)}`,
  dueDates: (position) => `تواريخ استحقاق الدفعة ${isolate(position)}`,
  noDueDates: 'لا توجد تواريخ استحقاق',
  newDueDate: (position) => `تاريخ استحقاق جديد للدفعة ${isolate(position)}`,
  addDueDate: 'إضافة تاريخ استحقاق',
  removeDueDate: (date, position) => `إزالة تاريخ الاستحقاق ${isolate(date)} من الدفعة ${isolate(position)}`,
  otherScheduleEntries: (count) => {
    const n = isolatedCount(count);
    return arabicPlural(count, {
      one: 'يُحتفظ ببند آخر من الجدول كما حُفظ.',
      two: 'يُحتفظ ببندين آخرين من الجدول كما حُفظا.',
      few: `يُحتفظ بـ${n} بنود أخرى من الجدول كما حُفظت.`,
      many: `يُحتفظ بـ${n} بنداً آخر من الجدول كما حُفظت.`,
      other: `يُحتفظ بـ${n} بند آخر من الجدول كما حُفظت.`,
    });
  },
  notANumber: (label) => `يجب أن تكون قيمة ${field(label)} رقماً، مثل ${isolate(40)} أو ${isolate(12.5)}.`,
  outOfRange: (label) => `يجب أن تكون قيمة ${field(label)} من ${isolate(0)} إلى ${isolate(100)}.`,
  total: (total) => `الإجمالي: ${isolatedPercent(total)} من ${hundredPercent}`,
  totalUnder: (missing) => `لم تُخصَّص نسبة ${isolatedPercent(missing)} لأي دفعة بعد. لا يزال بالإمكان حفظ النموذج.`,
  totalOver: (excess) => `تتجاوز الدفعات ${hundredPercent} بمقدار ${isolatedPercent(excess)}. لا يزال بالإمكان حفظ النموذج.`,
};

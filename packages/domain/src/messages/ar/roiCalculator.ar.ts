import type { Messages } from '../messages';
import { arabicAed, isolatedCount, isolatedPercent } from './arabicCounts';
import { isolate } from './isolate';

/** The ROI Calculator dialog. */
export const roiCalculatorArMessages: Messages['roiCalculator'] = {
  title: 'حاسبة العائد على الاستثمار',
  open: 'احسب العائد على الاستثمار',
  income: 'الدخل',
  expenses: 'المصاريف السنوية',
  rates: 'النسب',
  results: 'النتائج',
  fields: {
    propertyValue: 'قيمة العقار (درهم)',
    annualRentalIncome: 'دخل الإيجار السنوي (درهم)',
    propertyTax: 'ضريبة العقار (درهم)',
    insurance: 'التأمين (درهم)',
    maintenance: 'الصيانة (درهم)',
    managementFee: 'رسوم الإدارة (درهم)',
    utilities: 'فواتير الخدمات (درهم)',
    mortgageInterest: 'فوائد الرهن العقاري (درهم)',
    vacancyRate: 'نسبة الشغور (%)',
    appreciationRate: 'معدل ارتفاع القيمة (%)',
  },
  effectiveRent: 'الإيجار الفعلي',
  totalExpenses: 'إجمالي المصاريف',
  annualCashFlow: 'التدفق النقدي السنوي',
  capRate: 'معدل الرسملة',
  appreciation: 'ارتفاع القيمة',
  totalReturn: 'إجمالي العائد',
  roi: 'العائد على الاستثمار',
  apply: 'اعتماد هذا العائد',
  cancel: 'إلغاء',
  amount: (value) => arabicAed(value),
  percent: (value) => isolatedPercent(value),
  range: (min, max) => `من ${isolatedCount(min)} إلى ${isolatedCount(max)}`,
  notANumber: (countedAs) => `القيمة ليست رقماً، لذا احتُسبت ${isolatedCount(countedAs)}.`,
  belowMin: (min) => `القيمة أقل من الحد الأدنى المسموح، لذا احتُسبت ${isolatedCount(min)}.`,
  aboveMax: (max) => `القيمة أعلى من الحد الأقصى المسموح، لذا احتُسبت ${isolatedCount(max)}.`,
  breakdown: 'مصادر العائد',
  roiSummary: (roi) => `العائد على الاستثمار ${isolate(roi)}`,
};

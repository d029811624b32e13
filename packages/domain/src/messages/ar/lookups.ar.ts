import type { Messages } from '../messages';

/**
 * Names of the built-in fallback lookup lists, keyed by the server's ids (data). Place names are the
 * official Arabic names of the Dubai communities.
 */
export const lookupsArMessages: Messages['lookups'] = {
  areas: {
    1: 'وسط مدينة دبي',
    2: 'دبي مارينا',
    3: 'الخليج التجاري',
    4: 'نخلة جميرا',
    5: 'قرية جميرا الدائرية',
  },
  amenities: {
    1: 'مسبح',
    2: 'صالة رياضية',
    3: 'مواقف سيارات مغطاة',
    4: 'حراسة أمنية على مدار الساعة',
    5: 'منطقة ألعاب للأطفال',
  },
  constructionStatuses: {
    1: 'مخطط له',
    2: 'قيد الإنشاء',
    3: 'مكتمل',
    4: 'متأخر',
  },
  furnishingStatuses: {
    1: 'غير مفروش',
    2: 'مفروش جزئياً',
    3: 'مفروش',
  },
  highlightTypes: {
    1: 'مدرسة',
    2: 'مستشفى',
    3: 'مركز تسوق',
    4: 'محطة مترو',
    5: 'حديقة',
  },
  offeringTypes: {
    1: 'بيع أولي',
    2: 'إعادة بيع',
    3: 'على الخارطة',
    4: 'جاهز للسكن',
    5: 'بيع بالجملة',
    6: 'إيجار منتهٍ بالتملّك',
  },
  saleTypes: {
    1: 'بيع',
    2: 'إيجار',
    3: 'تأجير',
  },
  propertyTypes: {
    1: 'تجاري',
    2: 'سكني',
  },
};

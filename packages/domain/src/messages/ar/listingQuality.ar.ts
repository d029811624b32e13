import type { Messages } from '../messages';
import { arabicCharacters, arabicPlural, isolatedCount } from './arabicCounts';
import { isolate } from './isolate';

/** The live listing-quality score beside the property form. */
export const listingQualityArMessages: Messages['listingQuality'] = {
  title: 'جودة الإعلان',
  score: (score) => `${isolatedCount(score)} من ${isolate(100)}`,
  allDone: 'يتضمن هذا الإعلان كل ما يبحث عنه المراجعون.',
  checks: {
    title: {
      done: 'عنوان واضح',
      todo: (min, max) => `اكتب عنواناً من ${isolatedCount(min)} إلى ${arabicCharacters(max)}`,
    },
    description: {
      done: 'وصف كامل',
      todo: (words) => {
        const n = isolatedCount(words);
        const count = arabicPlural(words, { one: 'كلمة واحدة', two: 'كلمتين', few: `${n} كلمات`, many: `${n} كلمة`, other: `${n} كلمة` });
        return `اكتب وصفاً لا يقل عن ${count}`;
      },
    },
    images: { done: 'الصور الثلاث كلها', todo: 'أضف الصورة الرئيسية وصورة مخطط الطابق وصورة تخطيط الوحدة' },
    location: { done: 'العنوان والموقع على الخريطة', todo: 'أضف العنوان وحدّد الموقع على الخريطة' },
    amenities: {
      done: 'تم اختيار المرافق',
      todo: (count) => {
        const n = isolatedCount(count);
        const amenities = arabicPlural(count, { one: 'مرفقاً واحداً', two: 'مرفقين', few: `${n} مرافق`, many: `${n} مرفقاً`, other: `${n} مرفق` });
        return `اختر ${amenities} على الأقل`;
      },
    },
    priceAndArea: { done: 'السعر والمساحة', todo: 'حدّد السعر والمساحة' },
  },
};

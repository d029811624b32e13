import type { Messages } from '../messages';
import { isolate } from './isolate';

/** Toolbar labels of the rich-text editor of the property form. */
export const richTextEditorArMessages: Messages['richTextEditor'] = {
  toolbar: 'التنسيق',
  blockType: 'نمط النص',
  heading: (level) => `عنوان ${isolate(level)}`,
  paragraph: 'نص عادي',
  bold: 'غامق',
  italic: 'مائل',
  underline: 'تسطير',
  strikethrough: 'يتوسطه خط',
  textColour: 'لون النص',
  backgroundColour: 'لون الخلفية',
  noColour: 'افتراضي',
  textColours: { black: 'أسود', grey: 'رمادي', red: 'أحمر', orange: 'برتقالي', green: 'أخضر', blue: 'أزرق', purple: 'بنفسجي' },
  backgroundColours: { yellow: 'أصفر', green: 'أخضر فاتح', blue: 'أزرق فاتح', pink: 'وردي', grey: 'رمادي فاتح' },
  bulletedList: 'قائمة نقطية',
  numberedList: 'قائمة مرقّمة',
  indent: 'زيادة المسافة البادئة',
  outdent: 'إنقاص المسافة البادئة',
  link: 'رابط',
  linkUrl: 'عنوان الرابط',
  applyLink: 'تطبيق',
  removeLink: 'إزالة الرابط',
  // The schemes are what the link must start with (data), typed as they are.
  invalidLink: `أدخل عنواناً يبدأ بـ ${isolate('http://')} أو ${isolate('https://')} أو ${isolate('mailto:')}`,
  loading: 'جارٍ تحميل المحرر...',
};

import type { Messages } from '../messages';
import { arabicMegabytes } from './arabicCounts';
import { filesArMessages } from './files.ar';
import { isolate } from './isolate';

/** The Additional Media editor of the property form. */
export const additionalMediaArMessages: Messages['additionalMedia'] = {
  title: 'وسائط إضافية',
  addMedia: 'إضافة وسائط',
  dropFiles: 'اسحب الصور أو مقاطع الفيديو وأفلتها هنا',
  uploading: 'جارٍ الرفع...',
  supportedFormats: `الصور المدعومة: ${isolate('JPEG, PNG, GIF, WebP')}. مقاطع الفيديو المدعومة: ${isolate('MP4, AVI, MOV, WMV, WebM, MKV')}.`,
  maxSize: (maxMb) => `الحد الأقصى لحجم الملف ${arabicMegabytes(maxMb)}`,
  // Keyed by the server's media type ids (data).
  mediaTypes: {
    1: 'صورة',
    2: 'فيديو',
  },
  featured: 'مميّز',
  markFeatured: 'تعيين كمميّز',
  descriptionLabel: 'الوصف',
  descriptionPlaceholder: 'صِف هذه الوسائط...',
  remove: 'إزالة',
  removeItem: (name) => `إزالة ${isolate(name)}`,
  empty: 'لم تُضف أي وسائط إضافية',
  // Enter: the label printed on the key.
  reorderHint:
    'اسحب الملف من مقبضه لتغيير ترتيبه. باستخدام لوحة المفاتيح: انتقل إلى المقبض، واضغط Enter، واختر الموضع بمفاتيح الأسهم، ثم اضغط Enter مرة أخرى.',
  queued: 'في انتظار الرفع',
  retry: 'إعادة المحاولة',
  retryItem: (name) => `إعادة محاولة رفع ${isolate(name)}`,
  notUploaded: 'لم يُرفع. أزِله ثم أضف الملف مرة أخرى.',
  invalidFile: filesArMessages.invalidFile,
  uploadFailed: filesArMessages.uploadFailed,
  invalidType: filesArMessages.mediaInvalidType,
  tooLarge: filesArMessages.tooLarge,
  emptyFile: `الملف فارغ (${isolate(0)} بايت).`,
  notAVideo: 'اسم الملف يدل على أنه فيديو، لكن محتواه ليس فيديو.',
  notAnImage: 'اسم الملف يدل على أنه صورة، لكن محتواه ليس صورة بصيغة JPEG أو PNG أو GIF أو WebP.',
  dismissRefusal: (name) => `إغلاق الرسالة الخاصة بـ ${isolate(name)}`,
  refusedFiles: 'ملفات لم تُضف',
};

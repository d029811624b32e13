import type { Messages } from '../messages';
import { arabicMegabytes } from './arabicCounts';
import { isolate } from './isolate';

/** Messages of the file validators and the shared upload helper. File formats keep their Latin names. */
export const filesArMessages: Messages['files'] = {
  csvInvalidType: 'يرجى اختيار ملف CSV صالح',
  csvTooLarge: (maxMb) => `يجب أن يكون حجم الملف أقل من ${arabicMegabytes(maxMb)}`,
  csvEmpty: 'لا يمكن أن يكون الملف فارغاً',
  mediaInvalidType: `نوع الملف غير صالح. يُسمح فقط بالصور (${isolate('JPEG, PNG, GIF, WebP')}) ومقاطع الفيديو (${isolate('MP4, AVI, MOV, WMV, WebM, MKV')}).`,
  tooLarge: (maxMb) => `يجب ألا يتجاوز حجم الملف ${arabicMegabytes(maxMb)}`,
  imageTypeNotAllowed: 'يرجى رفع ملفات JPG أو PNG أو GIF فقط',
  notAnImage: 'يرجى اختيار ملف صورة (JPEG أو PNG أو GIF أو WebP).',
  invalidFile: 'ملف غير صالح',
  uploadFailed: 'فشل الرفع',
  uploadFailedWithStatus: (status, text) => `فشل الرفع: ${isolate(status)} - ${isolate(text)}`,
  noFilenameReturned: 'لم يُرجع الخادم اسم الملف بعد الرفع',
  fileUploadFailed: 'فشل رفع الملف',
};

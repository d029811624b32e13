import type { Messages } from '../messages';
import { arabicMegabytes } from './arabicCounts';
import { filesArMessages } from './files.ar';
import { isolate } from './isolate';

/** The property form's three images: choosing, previews and refusals. */
export const propertyImagesArMessages: Messages['propertyImages'] = {
  title: 'صور العقار',
  // The label is one of the three images (all feminine: صورة).
  dropImage: (label) => `اسحب ${isolate(label)} وأفلتها هنا`,
  editHint: (maxMb) => `JPG أو PNG أو GIF، بحد أقصى ${arabicMegabytes(maxMb)}`,
  pendingUpload: (fileName) => `سيُرفع ${isolate(fileName)} عند الحفظ.`,
  invalidType: `نوع الملف غير صالح. يُسمح بالصور فقط (${isolate('JPEG, PNG, GIF, WebP')}).`,
  editInvalidType: filesArMessages.imageTypeNotAllowed,
  tooLarge: filesArMessages.tooLarge,
  emptyFile: `الملف فارغ (${isolate(0)} بايت). اختر صورة أخرى.`,
  notAnImage: 'اسم الملف يدل على أنه صورة، لكن محتواه ليس صورة. اختر ملفاً آخر.',
  invalidFile: filesArMessages.invalidFile,
};

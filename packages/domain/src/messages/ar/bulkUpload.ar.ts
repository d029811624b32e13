import type { Messages } from '../messages';
import { arabicCharacters, arabicCount, arabicMegabytes, arabicPlural, isolatedCount } from './arabicCounts';
import { isolate } from './isolate';

/** 'N rows' after a preposition or as the second term of an idafa (genitive): صف واحد / صفين / 3 صفوف. */
function rows(count: number): string {
  const n = isolatedCount(count);
  return arabicPlural(count, { one: 'صف واحد', two: 'صفين', few: `${n} صفوف`, many: `${n} صفاً`, other: `${n} صف` });
}

/** 'N problems' after a preposition (genitive): مشكلة واحدة / مشكلتين / 3 مشكلات. */
function problems(count: number): string {
  const n = isolatedCount(count);
  return arabicPlural(count, { one: 'مشكلة واحدة', two: 'مشكلتين', few: `${n} مشكلات`, many: `${n} مشكلة`, other: `${n} مشكلة` });
}

/** 'N cells' after a preposition (genitive): خلية واحدة / خليتين / 3 خلايا. */
function cells(count: number): string {
  const n = isolatedCount(count);
  return arabicPlural(count, { one: 'خلية واحدة', two: 'خليتين', few: `${n} خلايا`, many: `${n} خلية`, other: `${n} خلية` });
}

// The names of the file types a picker accepts stay in Latin letters, one left-to-right list.
const mediaTypes = isolate('JPEG, PNG, GIF, WebP, MP4, AVI, MOV, WMV, WebM, MKV');

/** Bulk Upload Properties. File-type checks live in `files`. */
export const bulkUploadArMessages: Messages['bulkUpload'] = {
  title: 'الرفع الجماعي للعقارات',
  description: 'أضف عدة عقارات دفعة واحدة من ملف CSV. ارفع صورها أولاً للحصول على روابطها واستخدامها في الملف.',
  media: {
    title: 'رفع الوسائط',
    uploadMedia: 'رفع الوسائط',
    generatedUrls: 'الروابط المُنشأة',
    copyUrl: 'نسخ الرابط',
    copied: 'تم النسخ!',
    remove: 'إزالة',
    // mainImageURL, floorPlanImageURL and layoutImageURL are column names of the CSV template: data
    // the server reads, so they stay as in English.
    hint: 'الصق هذه الروابط في أعمدة mainImageURL و floorPlanImageURL و layoutImageURL في ملف CSV الخاص بك.',
    dropHint: 'اسحب الصور أو مقاطع الفيديو وأفلتها هنا، أو',
    acceptedTypes: (maxMb) => `${mediaTypes}، بحد أقصى ${arabicMegabytes(maxMb)} لكل ملف`,
    uploadsInProgress: 'عمليات رفع جارية',
    cancelUpload: (fileName) => `إلغاء رفع ${isolate(fileName)}`,
    removeItem: (fileName) => `إزالة ${isolate(fileName)}`,
    emptyTitle: 'لم تُرفع أي وسائط بعد',
    emptyDescription: 'ارفع صوراً أو مقاطع فيديو للحصول على روابط يمكنك لصقها في ملف CSV.',
    kinds: {
      image: 'صورة',
      video: 'فيديو',
    },
    itemFacts: (kind, size) => `${isolate(kind)} · ${isolate(size)}`,
    fileProblem: (fileName, problem) => `${isolate(fileName)}: ${isolate(problem)}`,
    sizes: {
      bytes: (value) => `${isolate(value)} بايت`,
      kilobytes: (value) => `${isolate(value)} كيلوبايت`,
      megabytes: (value) => `${isolate(value)} ميغابايت`,
    },
  },
  templates: {
    downloadTemplate: 'تنزيل القالب',
    dialogTitle: 'تنزيل القالب',
    newProperties: 'قالب العقارات الجديدة',
    newPropertiesDescription: 'عقارات مستقلة',
    projectProperties: 'قالب عقارات المشاريع',
    projectPropertiesDescription: 'للإضافة إلى مشاريع قائمة، مع أرقام مشاريع نموذجية',
    sampleProjectIds: (ids) => `أرقام المشاريع النموذجية: ${isolate(ids.join(', '))}`,
    loadingProjectIds: 'جارٍ تحميل أرقام المشاريع النموذجية...',
    // projectIdOfThis is a column name of the CSV template (data).
    noProjectIds: 'لا توجد مشاريع معتمدة بعد: سيُترك عمود projectIdOfThis لتملأه بنفسك.',
  },
  validation: {
    checking: 'جارٍ فحص ملفك...',
    checkingLabel: 'تقدّم فحص الملف',
    checkFailed: `تعذّرت قراءة الملف. احفظه كملف CSV بترميز ${isolate('UTF-8')} ثم حاول مرة أخرى.`,
    rowsChecked: (count) => {
      const n = isolatedCount(count);
      return arabicPlural(count, {
        zero: 'لم يُفحص أي صف',
        one: 'تم فحص صف واحد',
        two: 'تم فحص صفين',
        few: `تم فحص ${n} صفوف`,
        many: `تم فحص ${n} صفاً`,
        other: `تم فحص ${n} صف`,
      });
    },
    noProblems: (count) =>
      arabicPlural(count, {
        one: 'الصف الوحيد في الملف سليم.',
        two: 'الصفان كلاهما سليمان.',
        few: `جميع الصفوف البالغ عددها ${isolatedCount(count)} سليمة.`,
        many: `جميع الصفوف البالغ عددها ${isolatedCount(count)} سليمة.`,
        other: `جميع الصفوف البالغ عددها ${isolatedCount(count)} سليمة.`,
      }),
    noRows: 'يحتوي الملف على صف العناوين فقط دون أي صفوف عقارات.',
    problemsFound: (problemCount, rowCount) => `عُثر على ${problems(problemCount)} في ${rows(rowCount)}`,
    uploadAnyway: 'لا يزال بإمكانك رفع الملف: سيفحصه الخادم مجدداً، والكلمة الأخيرة له.',
    headerFirst: 'أصلح صف العناوين أولاً حتى يمكن فحص الصفوف.',
    downloadErrorRows: 'تنزيل الصفوف التي بها أخطاء',
    // A file name, not copy: it is saved to disk, attached, uploaded again; kept in ASCII as in English
    // (no mixed-direction name, no invisible isolation characters in it).
    errorRowsFileName: (fileName) => `${fileName.replace(/\.csv$/i, '')}-errors.csv`,
    downloadErrorReport: 'تنزيل تقرير الأخطاء',
    // A file name, as above.
    errorReportFileName: (fileName) => `${fileName.replace(/\.csv$/i, '')}-error-report.csv`,
    errorRowsHint: 'تحتفظ الصفوف التي بها أخطاء بأعمدة القالب: صحّحها ثم ارفع ذلك الملف مجدداً. ويسرد تقرير الأخطاء كل مشكلة حسب الصف.',
    errorRowsCapped: (kept, total, maxMb) =>
      `يضم ملف الصفوف التي بها أخطاء أول ${isolatedCount(kept)} من أصل ${rows(total)} بها أخطاء، كي لا يتجاوز حجمه ${arabicMegabytes(maxMb)}. ويسردها تقرير الأخطاء كلها.`,
    errorReportRow: (fileName) => `رقم الصف في ${isolate(fileName)} (بترقيم جداول البيانات: السطر الأول = ${isolate(1)})`,
    previewTitle: 'معاينة',
    previewCaption: (shown, total) => `أول ${isolatedCount(shown)} من أصل ${rows(total)}`,
    reportTitle: 'المشكلات حسب الصف',
    rowNumbering: `الصفوف مرقّمة كما في جداول البيانات: السطر الأول من الملف هو الصف ${isolate(1)}، والصفوف الفارغة محسوبة.`,
    reportColumns: { row: 'الصف', column: 'العمود', problem: 'المشكلة', value: 'القيمة' },
    wholeRow: 'الصف بأكمله',
    emptyValue: '(فارغ)',
    issues: {
      required: 'القيمة مطلوبة',
      number: 'يجب أن تكون رقماً، دون فواصل أو عملة',
      integer: 'يجب أن تكون عدداً صحيحاً',
      // M/D/YYYY is the format the server reads (data), explained in words after it.
      date: `يجب أن تكون تاريخاً بصيغة ${isolate('M/D/YYYY')} (الشهر/اليوم/السنة)`,
      // TRUE and FALSE are the values the server reads (data).
      boolean: 'يجب أن تكون TRUE أو FALSE',
    },
    between: (min, max) => `يجب أن تكون بين ${isolatedCount(min)} و${isolatedCount(max)}`,
    atLeast: (min) => `يجب أن تكون ${isolatedCount(min)} أو أكثر`,
    atMostCharacters: (max) => `يجب ألا تزيد على ${arabicCharacters(max)}`,
    readProblemsTitle: 'بعض علامات الاقتباس في الملف غير متطابقة',
    unclosedQuote: (row) => `الصف ${isolate(row)}: قيمة بين علامتي اقتباس لا تُغلق أبداً، لذا قُرئ باقي الملف ضمن هذا الصف.`,
    strayQuote: (row) => `الصف ${isolate(row)}: يوجد نص بعد علامة اقتباس مُغلِقة داخل خلية.`,
    moreReadProblems: (count) => {
      const n = isolatedCount(count);
      return arabicPlural(count, {
        one: 'ومشكلة أخرى',
        two: 'ومشكلتان أخريان',
        few: `و${n} مشكلات أخرى`,
        many: `و${n} مشكلة أخرى`,
        other: `و${n} مشكلة أخرى`,
      });
    },
    cellCount: (found, expected) => `يحتوي الصف على ${cells(found)}؛ والمتوقع ${isolatedCount(expected)}`,
  },
  csv: {
    title: 'ملف CSV',
    dropHint: 'اسحب ملف CSV وأفلته هنا، أو',
    chooseFile: 'اختيار ملف',
    selectedFile: (fileName) => `الملف المحدد: ${isolate(fileName)}`,
    progressLabel: 'تقدّم الرفع',
    // A percentage alone, as in English: symbols only.
    progress: (percent) => isolate(`${arabicCount(percent)}%`),
    uploadProperties: 'رفع العقارات',
    uploading: 'جارٍ الرفع...',
    acceptedFiles: (maxMb) => `ملف ${isolate('.csv')} بحد أقصى ${arabicMegabytes(maxMb)}، بأعمدة القالب`,
    removeFile: (fileName) => `إزالة ${isolate(fileName)}`,
    cancelUpload: 'إلغاء الرفع',
    replaceHint: 'اختر ملفاً آخر أو أفلته هنا لاستبداله.',
  },
  result: {
    label: 'نتيجة الرفع',
    success: 'تم الرفع بنجاح!',
    failed: 'فشل الرفع',
    cancelled: 'أُلغي الرفع',
    serverErrors: (count) => `أبلغ الخادم عن ${problems(count)}`,
  },
  guidelines: {
    title: 'إرشادات',
    // Column names of the CSV template (data): the server reads them as they are.
    requiredFields: `الحقول المطلوبة: ${isolate('name, amount, landArea, address')}`,
    optionalFields: `الحقول الاختيارية: ${isolate('projectIdOfThis, deletedAt, rejectedOrBlockReason, deletedReason')}`,
    dates: `التواريخ بصيغة ${isolate('M/D/YYYY')} (الشهر/اليوم/السنة)`,
    booleans: `القيم المنطقية بصيغة ${isolate('TRUE/FALSE')}`,
    encoding: `يُنصح بترميز ${isolate('UTF-8')}`,
    columns: (count) => `يجب أن يحتوي الملف على جميع أعمدة القالب البالغ عددها ${isolatedCount(count)}`,
    maxSize: (maxMb) => `الحد الأقصى لحجم الملف ${arabicMegabytes(maxMb)}`,
  },
  ok: 'موافق',
  selectFile: 'يرجى اختيار ملف',
  // The column names are the template's (data), shown as given.
  missingColumns: (columns) => `أعمدة مطلوبة مفقودة: ${isolate(columns.join(', '))}`,
  wrongColumnCount: (expected, found) =>
    `عدد الأعمدة المتوقع ${isolatedCount(expected)}، لكن عُثر على ${isolatedCount(found)}. يرجى استخدام ملف القالب.`,
  networkError: 'خطأ في الشبكة: تعذّر الاتصال بالخادم. يرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.',
  networkErrorScreen: 'تعذّر الاتصال بالخادم. يرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.',
  timeout: 'انتهت مهلة طلب الرفع. يرجى المحاولة مرة أخرى بملف أصغر أو التحقق من اتصالك بالإنترنت.',
  cancelled: 'أُلغي الرفع.',
  failed: 'فشل الرفع. يرجى المحاولة مرة أخرى.',
  failedShort: 'فشل الرفع',
  unexpectedResponse: 'حدث خطأ غير متوقع أثناء معالجة استجابة الخادم',
  succeeded: 'تم رفع الملف وحفظ العقارات بنجاح.',
  modalTitles: {
    uploadFailed: 'فشل الرفع',
    authenticationError: 'خطأ في المصادقة',
    profileError: 'خطأ في الملف الشخصي',
    unexpectedError: 'خطأ غير متوقع',
    applicationError: 'خطأ في التطبيق',
    fileSelectionError: 'خطأ في اختيار الملف',
    mediaUploadFailed: 'فشل رفع الوسائط',
    copyFailed: 'فشل النسخ',
    downloadFailed: 'فشل التنزيل',
    uploadSuccessful: 'تم الرفع بنجاح!',
    templateDownloaded: 'تم تنزيل القالب',
    mediaUploaded: 'تم رفع الوسائط بنجاح',
    urlCopied: 'تم نسخ الرابط!',
    fileRemoved: 'تمت إزالة الملف',
  },
  modalBodies: {
    templateDownloaded: (fileName) => `تم تنزيل ${isolate(fileName)}.`,
    mediaUploaded: (count) => {
      const n = isolatedCount(count);
      return arabicPlural(count, {
        one: 'تم رفع ملف واحد.',
        two: 'تم رفع ملفين.',
        few: `تم رفع ${n} ملفات.`,
        many: `تم رفع ${n} ملفاً.`,
        other: `تم رفع ${n} ملف.`,
      });
    },
    urlCopied: 'تم نسخ الرابط إلى الحافظة.',
    fileRemoved: (fileName) => `تمت إزالة ${isolate(fileName)} من القائمة.`,
    copyFailed: 'تعذّر نسخ الرابط. يرجى نسخه يدوياً.',
    downloadFailed: 'تعذّر تنزيل القالب. يرجى المحاولة مرة أخرى.',
  },
};

import type { Messages } from '../messages';
import { isolate } from './isolate';

/** The Select/Edit Location map dialog. */
export const mapPickerArMessages: Messages['mapPicker'] = {
  selectTitle: 'تحديد الموقع',
  editTitle: 'تعديل الموقع',
  searchLabel: 'البحث عن عنوان',
  searchPlaceholder: 'ابحث عن عنوان...',
  searchHint: 'اكتب اسم منطقة سكنية أو مدينة أو عنواناً.',
  searching: 'جارٍ البحث...',
  noResults: 'لم يُعثر على عناوين',
  mapLabel: 'الخريطة',
  clickHint: 'انقر على الخريطة لتحديد موقع',
  // Enter: the label printed on the key.
  mapKeyboardHelp: 'تحرّك مفاتيح الأسهم الخريطة، ويكبّرها مفتاح الجمع ويصغّرها مفتاح الطرح، ويحدد مفتاح Enter المركز.',
  mapLoading: 'جارٍ تحميل الخريطة...',
  zoomIn: 'تكبير',
  zoomOut: 'تصغير',
  markerLabel: 'الموقع المحدد',
  latitude: 'خط العرض',
  longitude: 'خط الطول',
  // The pair stays one left-to-right run, latitude first, as typed and as the description shows it.
  selectedCoordinates: (latitude, longitude) => `الموقع المحدد: ${isolate(`${latitude}, ${longitude}`)}`,
  noSelection: 'لم يُحدَّد أي موقع',
  address: 'العنوان',
  addressUnknown: 'لا يوجد عنوان معروف لهذا الموقع',
  confirm: 'تأكيد الموقع',
  cancel: 'إلغاء',
  initFailed: 'تعذّرت تهيئة الخريطة',
  searchFailed: 'فشل البحث عن العنوان. يرجى المحاولة مرة أخرى.',
  searchTimeout: 'استغرق البحث عن العنوان وقتاً طويلاً. يرجى المحاولة مرة أخرى.',
  searchRateLimited: 'عمليات بحث كثيرة عن العناوين في وقت قصير. انتظر قليلاً ثم حاول مرة أخرى.',
  searchBadResponse: 'أرسلت خدمة البحث عن العناوين رداً تعذّرت قراءته. يرجى المحاولة مرة أخرى.',
  searchNetwork: 'تعذّر الوصول إلى خدمة البحث عن العناوين. تحقّق من اتصالك وحاول مرة أخرى.',
  coordinatesLabel: 'إدخال الإحداثيات',
  coordinatesDescription: `خط العرض ثم خط الطول، مثل ${isolate('25.2048, 55.2708')}`,
  coordinatesApply: 'الانتقال إلى الإحداثيات',
  coordinatesEmpty: 'اكتب خط العرض وخط الطول.',
  coordinatesNotAPair: 'اكتب رقمين: خط العرض ثم خط الطول.',
  latitudeNotANumber: 'خط العرض ليس رقماً.',
  longitudeNotANumber: 'خط الطول ليس رقماً.',
  latitudeOutOfRange: `يجب أن يكون خط العرض بين ${isolate(-90)} و${isolate(90)}.`,
  longitudeOutOfRange: `يجب أن يكون خط الطول بين ${isolate(-180)} و${isolate(180)}.`,
  styleFallback: 'تعذّر تحميل الخريطة المختارة، لذا تُعرض الخريطة المدمجة.',
  // WebGL: the name of the browser technology, as the browser's settings show it.
  webglUnavailable:
    'لا يمكن عرض الخريطة: تقنية WebGL معطّلة في هذا المتصفح أو غير مدعومة فيه. ابحث عن عنوان أو أدخل الإحداثيات بدلاً من ذلك.',
  mapUnavailable: 'ابحث عن عنوان أو أدخل الإحداثيات بدلاً من ذلك.',
  // The sources' names are given by their licences (data), shown as given.
  sources: (map, search) => `الخريطة: ${isolate(map)}. البحث عن العناوين: ${isolate(search)}.`,
};

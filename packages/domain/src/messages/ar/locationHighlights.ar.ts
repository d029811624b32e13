import type { Messages } from '../messages';
import { isolate } from './isolate';

/** Nearby Location Highlights and their 'Manage Locations' dialog. */
export const locationHighlightsArMessages: Messages['locationHighlights'] = {
  title: 'أبرز المواقع القريبة',
  manageLocations: 'إدارة المواقع',
  labelField: 'اسم الموقع',
  labelPlaceholder: 'مثال: دبي مول',
  typeField: 'نوع الموقع',
  mapLabel: 'الخريطة',
  add: 'إضافة',
  update: 'تحديث',
  edit: 'تعديل',
  remove: 'إزالة',
  editItem: (label) => `تعديل ${isolate(label)}`,
  removeItem: (label) => `إزالة ${isolate(label)}`,
  fromProject: 'من المشروع',
  existing: 'محفوظ',
  empty: 'لم تُضف أي مواقع بارزة',
  done: 'تم',
  labelRequired: 'يرجى إدخال اسم الموقع',
  typeRequired: 'يرجى اختيار نوع الموقع',
  positionRequired: 'يرجى النقر على الخريطة لتحديد موقع',
  cancelEdit: 'إلغاء التعديل',
  newItem: 'جديد',
  draftMarker: 'موقع جديد',
  listLabel: 'المواقع البارزة',
  position: 'الموضع',
  typesFallback: 'تعذّر تحميل أنواع المواقع، لذا تُعرض القائمة المدمجة.',
  typesLoading: 'جارٍ تحميل أنواع المواقع...',
  // The source's name is given by its licence (data), shown as given.
  mapSource: (map) => `الخريطة: ${isolate(map)}.`,
  // WebGL: the name of the browser technology, as the browser's settings show it.
  webglUnavailable: 'لا يمكن عرض الخريطة: تقنية WebGL معطّلة في هذا المتصفح أو غير مدعومة فيه. أدخل الإحداثيات بدلاً من ذلك.',
};

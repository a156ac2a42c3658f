import type { dining as en } from '../en/dining.ts';
import type { Catalog } from '../types.ts';

export const dining: Catalog<typeof en> = {
  title: 'خيارات المطاعم',
  subtitle: 'من قوائم التذوق التراثية السعودية إلى الوجبات الخفيفة بجوار المسبح: استكشف واحجز طاولتك',
  loading: 'جارٍ تحميل المطاعم...',
  loadFailed: 'تعذّر تحميل المطاعم',
  retry: 'إعادة المحاولة',
  empty: {
    title: 'المطاعم قريبًا',
    body: 'يُعِدّ طهاتنا قوائمهم. يمكنك سؤال الكونسيرج عن المطاعم في هذه الأثناء.',
  },
  hours: 'ساعات العمل',
  hoursValue: '{open} – {close}',
  location: 'الموقع',
  dressCode: 'قواعد اللباس',
  rating: 'التقييم {rating} من 5',
  seats: 'عدد المقاعد: {count}',
  priceLevel: 'مستوى السعر {level} من 4',
  reserve: 'احجز طاولة',
  onMap: 'اعرض على خريطة الطابق',
  imageAlt: 'قاعة الطعام في {name}',
  deck: 'الطابق {number}',
  styles: {
    'fine-dining': 'مطبخ راقٍ',
    international: 'عالمي',
    local: 'نكهات محلية',
    casual: 'غير رسمي',
    buffet: 'بوفيه',
  },
  dressCodes: {
    elegant: 'أنيق',
    'smart casual': 'أنيق غير رسمي',
    'resort casual': 'لباس منتجعات غير رسمي',
    casual: 'غير رسمي',
  },
};

import type { activities as en } from '../en/activities.ts';
import type { Catalog } from '../types.ts';

export const activities: Catalog<typeof en> = {
  title: 'الأنشطة',
  subtitle: 'منزلقات مائية وواقع افتراضي وعافية وورش عمل وعروض، كل يوم على متن السفينة',
  loading: 'جارٍ تحميل الأنشطة...',
  loadFailed: 'تعذّر تحميل الأنشطة',
  retry: 'إعادة المحاولة',
  empty: {
    title: 'الأنشطة قريبًا',
    body: 'يُعِدّ فريق الترفيه البرنامج. اسأل الكونسيرج عمّا يُقام اليوم.',
  },
  filterLabel: 'التصفية حسب الفئة',
  all: 'الكل',
  noMatch: 'لا توجد أنشطة في هذه الفئة',
  schedule: 'المواعيد',
  location: 'الموقع',
  ageGroup: 'الفئة المناسبة',
  capacity: 'يتسع لـ {count} من الضيوف',
  book: 'احجز جلسة',
  dropIn: 'ادخل مباشرة، لا حاجة إلى حجز',
  imageAlt: '{name}',
  deck: 'الطابق {number}',
  categories: {
    cultural: 'ثقافي',
    adventure: 'مغامرة',
    relaxation: 'استرخاء',
    entertainment: 'ترفيه',
    fitness: 'لياقة',
  },
};

import type { deckMaps as en } from '../en/deck-maps.ts';
import type { Catalog } from '../types.ts';

export const deckMaps: Catalog<typeof en> = {
  title: 'خرائط طوابق السفينة',
  subtitle: 'اعثر على كل مطعم وصالة ومسبح وخدمة على متن السفينة',
  loading: 'جارٍ تحميل خرائط الطوابق...',
  loadFailed: 'تعذّر تحميل خرائط الطوابق',
  venuesFailed: 'تعذّر تحميل مرافق هذا الطابق',
  retry: 'إعادة المحاولة',
  decks: 'الطوابق',
  chooseDeck: 'اختر طابقًا',
  deck: 'الطابق {number}',
  deckTitle: 'الطابق {number}: {name}',
  noDecks: {
    title: 'خرائط الطوابق قريبًا',
    body: 'يُعِدّ الطاقم مخططات طوابق السفينة.',
  },
  selectDeck: {
    title: 'اختر طابقًا',
    body: 'اختر طابقًا لعرض مرافقه والخريطة التفاعلية.',
  },
  filters: {
    category: 'الفئة',
    allCategories: 'كل الفئات',
    search: 'البحث في المرافق',
    searchPlaceholder: 'ابحث عن مرفق...',
    clearSearch: 'مسح البحث',
  },
  tabs: { list: 'قائمة المرافق', map: 'الخريطة التفاعلية' },
  venuesHeading: 'المرافق في هذا الطابق ({count})',
  noMatch: 'لا توجد مرافق تطابق معايير البحث',
  hours: 'ساعات العمل',
  contact: 'التواصل',
  categories: {
    dining: 'المطاعم',
    entertainment: 'الترفيه',
    services: 'الخدمات',
    shopping: 'التسوق',
    recreation: 'الاستجمام',
    accommodation: 'الإقامة',
    spa: 'السبا',
  },
  map: {
    comingSoon: 'الخريطة التفاعلية قريبًا',
    uploadHint: 'حمّل مخطط الطابق لتفعيل عرض الخريطة',
    imageAlt: 'مخطط الطابق {number}، {name}',
    hint: 'مرّر المؤشر فوق أي علامة أو المسها لمعرفة المرفق، واخترها لعرض التفاصيل.',
    pinLabel: '{name}، {category}',
    closeDetails: 'إغلاق التفاصيل',
  },
};

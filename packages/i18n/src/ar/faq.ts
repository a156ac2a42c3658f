import type { faq as en } from '../en/faq.ts';
import type { Catalog } from '../types.ts';

export const faq: Catalog<typeof en> = {
  title: 'الأسئلة الشائعة',
  subtitle: 'إجابات عمّا يسأل عنه الضيوف كثيرًا، من يوم الصعود إلى السبا',
  searchLabel: 'البحث في الأسئلة الشائعة',
  searchPlaceholder: 'ابحث في الأسئلة والإجابات...',
  clearSearch: 'مسح البحث',
  categoryFilter: 'عرض فئة',
  allCategories: 'كل المواضيع',
  loading: 'جارٍ تحميل الإجابات...',
  loadFailed: 'تعذّر تحميل الأسئلة الشائعة',
  retry: 'إعادة المحاولة',
  results: 'عدد الإجابات: {count}',
  oneResult: 'إجابة واحدة',
  empty: {
    title: 'الأسئلة الشائعة قريبًا',
    body: 'يكتب الطاقم إجابات الأسئلة المتكررة، ويمكن للكونسيرج مساعدتك الآن.',
  },
  noResults: {
    title: 'لم نعثر على إجابات',
    body: 'لا توجد نتائج تطابق «{query}». جرّب كلمات أخرى أو اسأل الكونسيرج.',
  },
  categories: {
    general: 'عام',
    safety: 'السلامة',
    services: 'الخدمات',
    dining: 'المطاعم',
    activities: 'الأنشطة',
    excursions: 'الرحلات البرية',
    spa: 'السبا',
  },
  concierge: {
    title: 'لم تجد إجابتك؟',
    body: 'يجيب الكونسيرج الذكي عن أي سؤال عن السفينة، ليلًا ونهارًا.',
    action: 'اسأل الكونسيرج',
  },
};

import type { itinerary as en } from '../en/itinerary.ts';
import type { Catalog } from '../types.ts';

export const itinerary: Catalog<typeof en> = {
  title: 'خط سير الرحلة',
  subtitle: 'رحلتك ميناءً بعد ميناء، مع المواعيد وأبرز المعالم وما يمكن فعله على البر',
  summary: 'الموانئ: {ports} · الأيام: {days}',
  loading: 'جارٍ تحميل خط سير الرحلة...',
  loadFailed: 'تعذّر تحميل خط سير الرحلة',
  retry: 'إعادة المحاولة',
  empty: {
    title: 'خط سير الرحلة قريبًا',
    body: 'يرسم الطاقم مسار رحلتنا، وستظهر الموانئ والمواعيد هنا قريبًا.',
  },
  portNumber: 'الميناء {number} من {total}',
  day: 'اليوم {day}',
  today: 'في الميناء اليوم',
  arrival: 'الوصول',
  departure: 'المغادرة',
  allAboard: 'آخر موعد للصعود إلى السفينة',
  highlights: 'أبرز المعالم',
  activities: 'ما يمكن فعله',
  moreActivities: '+{count} أخرى',
  imageAlt: 'منظر من {port}، {country}',
  concierge: {
    title: 'لديك سؤال عن ميناء أو رحلة برية؟',
    body: 'اسأل الكونسيرج الذكي عن الرحلات البرية والمعالم ومواعيد العمل وطرق التنقل على البر.',
    action: 'اسأل الكونسيرج',
  },
};

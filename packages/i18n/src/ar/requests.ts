import type { requests as en } from '../en/requests.ts';
import type { Catalog } from '../types.ts';

export const requests: Catalog<typeof en> = {
  title: 'طلباتي',
  subtitle: 'الأسئلة التي أحلتها إلى طاقمنا وردودهم',
  loading: 'جارٍ تحميل الطلبات...',
  loadFailed: 'تعذّر تحميل طلباتك',
  retry: 'إعادة المحاولة',
  empty: 'لا توجد طلبات بعد. اطلب من الكونسيرج في أي وقت أن يوصلك بأحد أفراد طاقمنا.',
  number: 'الطلب رقم #{id}',
  askedOn: 'أُرسل {date}',
  department: 'القسم: {department}',
  noReply: 'سيرد طاقمنا هنا وفي محادثتك.',
  replyFrom: 'رد الطاقم',
  status: { open: 'مفتوح', in_progress: 'قيد المعالجة', resolved: 'تم الحل' },
  categories: {
    restaurant: 'المطاعم',
    spa: 'السبا',
    activity: 'الأنشطة',
    shore_excursion: 'الرحلات البرية',
    general: 'خدمة الضيوف',
  },
  chat: {
    crew: 'الطاقم',
    from: '{department} · الطاقم',
    aboutRequest: 'رد على طلبك رقم #{id}',
  },
};

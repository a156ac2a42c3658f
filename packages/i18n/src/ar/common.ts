import type { common as en } from '../en/common.ts';
import type { Catalog } from '../types.ts';

export const common: Catalog<typeof en> = {
  productTagline: 'الكونسيرج الرقمي',
  metaDescription: 'كونسيرج رحلات بحرية فاخرة بالذكاء الاصطناعي: احجز المطاعم وعلاجات السبا والأنشطة على متن السفينة مع مساعدك الشخصي.',
  loading: 'جارٍ التحميل...',
  language: { en: 'EN', ar: 'العربية', toggleLabel: 'تغيير اللغة' },
  nav: {
    cruiseServices: 'خدمات الرحلة',
    shipInformation: 'معلومات السفينة',
    concierge: 'الكونسيرج الذكي',
    shoreExcursions: 'الرحلات البرية',
    itinerary: 'خط الرحلة',
    recommendations: 'التوصيات',
    bookings: 'حجوزاتي',
    deckMaps: 'خرائط الطوابق',
    dining: 'المطاعم',
    activities: 'الأنشطة',
    faq: 'الأسئلة الشائعة',
    admin: 'الإدارة',
    welcomeAboard: 'مرحباً بك على متن السفينة،',
    guestFallback: 'ضيف',
    signOut: 'تسجيل الخروج',
    suiteLine: 'جناح {roomNumber} • طابق {deck}',
    openMenu: 'فتح القائمة',
  },
  guard: {
    accessDenied: 'تم رفض الوصول',
    needAdmin: 'تحتاج إلى صلاحيات المسؤول للوصول إلى هذه الصفحة.',
    backHome: 'العودة إلى الكونسيرج',
  },
  notFound: {
    title: '404 الصفحة غير موجودة',
    body: 'هل نسيت إضافة الصفحة إلى الموجّه؟',
  },
  toast: {
    logoutFailed: 'فشل تسجيل الخروج',
    loggedOut: 'تم تسجيل الخروج',
    loggedOutBody: 'تم تسجيل خروجك بنجاح.',
    error: 'خطأ',
  },
  comingSoon: 'يقوم الطاقم بتجهيز هذا القسم.',
};

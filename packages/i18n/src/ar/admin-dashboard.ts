import type { adminDashboard as en } from '../en/admin-dashboard.ts';
import type { Catalog } from '../types.ts';

export const adminDashboard: Catalog<typeof en> = {
  title: 'لوحة التحكم',
  subtitle: 'نظرة عامة وإحصاءات الكونسيرج على متن السفينة',
  counts: {
    restaurants: 'المطاعم',
    spaServices: 'خدمات السبا',
    activities: 'الأنشطة',
    knowledgeTopics: 'موضوعات قاعدة المعرفة',
    aiLearnings: 'تعلّم الذكاء الاصطناعي',
    schedules: 'الجداول',
    bookings: 'الحجوزات',
  },
  countHints: {
    restaurants: 'أماكن تناول الطعام على متن السفينة',
    spaServices: 'العلاجات والجلسات',
    activities: 'ما يمكن القيام به على متن السفينة',
    knowledgeTopics: 'إجابات يعرفها الكونسيرج',
    aiLearnings: 'محادثات بانتظار المراجعة',
    schedules: 'مواعيد قابلة للحجز',
    bookings: 'حجوزات الضيوف',
  },
  systemStatus: 'حالة النظام: متصل',
  systemStatusBody: 'جميع خدمات الكونسيرج تعمل بشكل طبيعي.',
  recentActivity: 'النشاط الأخير',
  activity: {
    knowledge: {
      title: 'تحديث قاعدة المعرفة',
      detail: 'استيراد موضوعات الأسئلة الشائعة من جدول بيانات',
      time: 'قبل ساعتين',
    },
    learning: {
      title: 'تصحيح إجابة الذكاء الاصطناعي',
      detail: 'تحسين إجابة حول مواعيد عمل السبا',
      time: 'قبل 5 ساعات',
    },
    schedule: { title: 'إنشاء جدول يومي', detail: 'فتح مواعيد عشاء جديدة في مطعم لا تافولا', time: 'أمس' },
    restaurant: { title: 'تحديث بيانات مطعم', detail: 'تغيير مواعيد عمل مطعم ليالينا', time: 'أمس' },
  },
  quickActions: 'إجراءات سريعة',
  tips: {
    import: {
      title: 'استيراد المعرفة',
      body: 'ارفع ملف Excel يضم الموضوعات والأسئلة والإجابات ليتمكن الكونسيرج من الرد عليها.',
      action: 'استيراد البيانات',
    },
    learnings: {
      title: 'مراجعة إجابات الذكاء الاصطناعي',
      body: 'صحّح الإجابات التي تحتاج إلى تحسين؛ وسيعتمد الكونسيرج تصحيحك من بعدها.',
      action: 'فتح تعلّم الذكاء الاصطناعي',
    },
    services: {
      title: 'فتح الجداول اليومية',
      body: 'أنشئ مواعيد يوم كامل قابلة للحجز لكل مطعم وخدمة سبا.',
      action: 'إدارة الخدمات',
    },
  },
  loadFailed: 'تعذّر تحميل أرقام لوحة التحكم',
  retry: 'إعادة المحاولة',
};

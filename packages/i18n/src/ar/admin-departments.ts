import type { adminDepartments as en } from '../en/admin-departments.ts';
import type { Catalog } from '../types.ts';

export const adminDepartments: Catalog<typeof en> = {
  title: 'الأقسام',
  subtitle: 'أقسام إشعارات البريد الإلكتروني التي تتلقى طلبات الضيوف',
  add: 'إضافة قسم',
  addTitle: 'إضافة قسم',
  editTitle: 'تعديل القسم',
  fields: {
    name: 'اسم القسم',
    namePlaceholder: 'مثال: المطاعم والحجوزات',
    email: 'البريد الإلكتروني',
    emailPlaceholder: 'team@marsa.example',
    category: 'الفئة',
    categoryPlaceholder: 'اختر فئة',
    description: 'الوصف',
    descriptionPlaceholder: 'ما الذي يتولاه هذا القسم (اختياري)',
    isActive: 'نشط',
    isActiveHint: 'لا تتلقى الأقسام غير النشطة أي إشعارات',
  },
  categories: {
    restaurant: 'مطعم',
    spa: 'سبا',
    activity: 'نشاط',
    shore_excursion: 'رحلة برية',
    general: 'عام',
  },
  status: { active: 'نشط', inactive: 'غير نشط' },
  noDescription: 'لا يوجد وصف',
  create: 'إنشاء القسم',
  update: 'تحديث القسم',
  confirmDelete: 'هل أنت متأكد من حذف القسم "{name}"؟',
  empty: {
    title: 'لا توجد أقسام بعد',
    body: 'أضف قسماً لتصل طلبات الضيوف إلى الفريق المناسب عبر البريد الإلكتروني.',
  },
  loadFailed: 'تعذّر تحميل الأقسام',
  retry: 'إعادة المحاولة',
  toast: {
    created: 'تم إنشاء القسم بنجاح',
    updated: 'تم تحديث القسم بنجاح',
    deleted: 'تم حذف القسم بنجاح',
    error: 'خطأ',
    createFailed: 'تعذّر إنشاء القسم',
    updateFailed: 'تعذّر تحديث القسم',
    deleteFailed: 'تعذّر حذف القسم',
  },
};

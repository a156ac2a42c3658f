import type { admin as en } from '../en/admin.ts';
import type { Catalog } from '../types.ts';

export const admin: Catalog<typeof en> = {
  crud: {
    edit: 'تعديل',
    editLabel: 'تعديل {name}',
    delete: 'حذف',
    deleteLabel: 'حذف {name}',
    cancel: 'إلغاء',
    close: 'إغلاق',
  },
  bilingual: {
    nameAr: 'الاسم (بالعربية)',
    titleAr: 'العنوان (بالعربية)',
    portNameAr: 'اسم الميناء (بالعربية)',
    descriptionAr: 'الوصف (بالعربية)',
    arabicHint: 'اختياري: تعرض الشاشات العربية النص الإنجليزي إذا تُرك هذا الحقل فارغًا.',
  },
};

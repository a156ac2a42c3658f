import type { offline as en } from '../en/offline.ts';
import type { Catalog } from '../types.ts';

export const offline: Catalog<typeof en> = {
  banner: 'أنت غير متصل بالإنترنت. نعرض ما حُفظ على هذا الجهاز، ويتحدّث عند عودة الاتصال.',
  needsConnection: 'أنت غير متصل. يحتاج هذا الإجراء إلى اتصال وسيعمل عند عودته.',
  chatQueued: 'بانتظار الاتصال. ستُرسل هذه الرسالة عند عودته.',
  chatSentTitle: 'عاد الاتصال',
  chatSent: 'أُرسلت رسالتك المنتظرة.',
  chatSentMany: 'أُرسلت رسائلك المنتظرة ({count}).',
  updateAvailable: 'يتوفر إصدار جديد',
  reload: 'إعادة التحميل',
};

import type { NewPromotion } from '../promotions.ts';
import type { ArabicTexts } from './with-arabic.ts';

/** العروض والأطباق اليومية: each promotion's Arabic title and description, by English title. */
export const promotionsArabic: ArabicTexts<NewPromotion> = {
  'Mezze Feast of the Day at Layalina': {
    titleAr: 'وليمة المازة اليومية في ليالينا',
    descriptionAr:
      'عرض غداء يومي: ثمانية أطباق مازة ساخنة وباردة للمشاركة، ومشاوٍ مشكلة، وإبريق شاي بالنعناع لشخصين.',
  },
  'Catch of the Day at The Fish Market': {
    titleAr: 'صيد اليوم في سوق السمك',
    descriptionAr: 'صيد اليوم من البحر الأحمر، مشويًا كاملًا مع أرز بالزعفران وسلطة وليموناضة طازجة.',
  },
  'Irth Chef’s Table': {
    titleAr: 'طاولة الطاهي في إرث',
    descriptionAr:
      'انضم إلى الطاهي عند منضدة المطبخ لتذوّق قائمة التراث ذات الأطباق السبعة، مع جولة خلف الكواليس في مطبخ إرث.',
  },
  'Sea Day Spa Escape': {
    titleAr: 'استراحة السبا في أيام الإبحار',
    descriptionAr: 'مساج البحر الأحمر المميز مع تذكرة يومية للجناح الحراري، بسعر خاص في أيام الإبحار.',
  },
  'Early Riser Facial': {
    titleAr: 'عناية الوجه للمبكّرين',
    descriptionAr: 'خصم 15% على العناية الملكية بالوجه للمواعيد قبل الساعة 11:00.',
  },
  'Family Fun Pass': {
    titleAr: 'بطاقة المرح العائلية',
    descriptionAr:
      'جلستان في منطقة الواقع الافتراضي، وكوخ محجوز في الحديقة المائية طوال اليوم، وميلك شيك من سبيس داينر لكل فرد من العائلة.',
  },
  'Early Booking: AlUla Expedition': {
    titleAr: 'الحجز المبكر: رحلة العُلا',
    descriptionAr: 'احجز رحلة العُلا والحِجر التراثية قبل الإبحار ووفّر 10%.',
  },
  'Welcome Week Wi-Fi Bundle': {
    titleAr: 'باقة الإنترنت لأسبوع الترحيب',
    descriptionAr: 'إنترنت لاسلكي غير محدود يدعم البث لجهازين طوال الرحلة بنصف السعر.',
  },
  'Eid Celebration Brunch': {
    titleAr: 'برانش الاحتفال بالعيد',
    descriptionAr: 'برانش احتفالي في بوفيه أمواج مع موسيقى حية وفنانات حناء وسوق للحلويات.',
  },
};

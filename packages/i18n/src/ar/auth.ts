import type { auth as en } from '../en/auth.ts';
import type { Catalog } from '../types.ts';

export const auth: Catalog<typeof en> = {
  heroTitle: 'مرحباً بك على متن {brand}',
  heroSubtitle:
    'الكونسيرج الشخصي لرحلتك في البحر الأحمر: المطاعم والسبا والرحلات وأكثر، بالعربية والإنجليزية.',
  figures: {
    diningVenues: 'مطاعم',
    decks: 'طوابق',
    cabins: 'كبائن',
    guests: 'ضيوف',
  },
  loginTab: 'تسجيل الدخول',
  registerTab: 'إنشاء حساب',
  username: 'اسم المستخدم',
  password: 'كلمة المرور',
  fullName: 'الاسم الكامل',
  roomNumber: 'رقم الغرفة',
  deck: 'الطابق',
  loginButton: 'دخول',
  registerButton: 'إنشاء الحساب',
  loginPending: 'جارٍ تسجيل الدخول...',
  registerPending: 'جارٍ إنشاء الحساب...',
  loginSuccess: 'تم تسجيل الدخول بنجاح',
  loginSuccessBody: 'أهلاً بعودتك، {fullName}!',
  loginFailed: 'فشل تسجيل الدخول',
  registerSuccess: 'تم إنشاء الحساب',
  registerSuccessBody: 'مرحباً بك في {brand}! الكونسيرج جاهز لخدمتك.',
  registerFailed: 'فشل التسجيل',
  tooManyAttempts: 'محاولات دخول فاشلة كثيرة. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
};

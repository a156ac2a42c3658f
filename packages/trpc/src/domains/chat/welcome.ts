import type { Language } from '@marsa/db/constants';
import type { PublicUser } from '../../auth/public-user.ts';
import type { WelcomeContent } from './content.ts';

/** The §4 welcome in the guest's language; the suggestions are the chat screen's quick asks. */
export function welcomeContent(user: PublicUser, lang: Language, brand: string): WelcomeContent {
  const firstName = user.fullName.split(' ')[0] ?? user.fullName;
  if (lang === 'ar') {
    return {
      type: 'welcome',
      message: `أهلًا بك على متن ${brand} يا ${firstName}! أنا مساعدك الرقمي. اسألني عن المطاعم وعلاجات السبا والأنشطة والرحلات البرية والعروض اليومية أو خدمة الغرف، ويمكنني الحجز لك أيضًا.`,
      suggestions: [
        'العروض والأطباق اليومية',
        'حدثني عن المطاعم',
        'حدثني عن خدمات السبا',
        'حدثني عن الأنشطة',
        'حدثني عن الرحلات البرية',
      ],
    };
  }
  return {
    type: 'welcome',
    message: `Welcome aboard ${brand}, ${firstName}! I'm your digital concierge. Ask me about restaurants, spa treatments, activities, shore excursions, daily specials or room service, and I can book for you too.`,
    suggestions: [
      'Daily Specials & Promotions',
      'Tell me about restaurants',
      'Tell me about spa services',
      'Tell me about activities',
      'Tell me about shore excursions',
    ],
  };
}

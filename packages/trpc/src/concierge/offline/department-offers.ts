import { composePromotions } from './compose-promotions.ts';
import { composePromotionDetail } from './compose-search.ts';
import { normalize } from './language.ts';
import { isActivity, isRestaurant, isSpa } from './lexicon.ts';
import { DESCRIBED, namedOne, rankEntities, topTied } from './match.ts';
import { answer, call, type Plan, type Step } from './plan-types.ts';
import { superlativeIn } from './reason.ts';
import { say } from './say.ts';

/** The promotions department a question names ('spa deals', 'عروض السبا', 'lunch specials'). */
export function departmentNamed(normalized: string): 'spa' | 'restaurant' | 'activity' | undefined {
  if (isSpa(normalized)) return 'spa';
  if (isRestaurant(normalized)) return 'restaurant';
  if (isActivity(normalized)) return 'activity';
  return undefined;
}

const DEPARTMENT_WORDS = {
  spa: ['spa', 'السبا'],
  restaurant: ['dining', 'المطاعم'],
  activity: ['activity', 'الأنشطة'],
} as const;

const DEPARTMENT_TERMS =
  /\b(?:spa|restaurants?|dining|activit(?:y|ies)|deals?|offers?|specials?|promos?|promotions?|discounts?)\b|(?:ال)?سبا|مطاعم|مطعم|انشطه|نشاط|عروض|عرض|خصم/g;

/**
 * 'any spa deals?', 'ما العروض المتاحة في السبا؟', 'is there a deal on the facial?': the live offers
 * of the department the guest names, or the one offer that names what was asked.
 */
export function planDepartmentOffers(step: Step): Plan | undefined {
  const { focus, voice } = step;
  if (focus.intent !== 'promotions' || focus.text !== focus.latest) return undefined;
  const t = normalize(focus.latest);
  const department = departmentNamed(t);
  if (!department || superlativeIn(t)) return undefined;
  const result = step.conversation.results.promotions;
  if (!result) return call({ toolName: 'promotions', input: {} });
  const offers = result.promotions.filter((p) => p.department === department);
  const [en, ar] = DEPARTMENT_WORDS[department];
  if (offers.length === 0)
    return answer(
      say(voice, `There are no ${en} offers running right now.`, `لا توجد عروض على ${ar} في الوقت الحالي.`),
    );
  // The department's own word ('spa deals') describes all of them, not one.
  const asked = t.replace(DEPARTMENT_TERMS, ' ');
  const ranked = rankEntities(asked, offers, (p) => ({
    name: p.title,
    nameAr: p.titleAr ?? null,
    description: p.description,
  }));
  // 'a deal on the facial' names or describes one offer: that one in full.
  const one = namedOne(ranked) ?? (topTied(ranked, DESCRIBED).length === 1 ? ranked[0]?.item : undefined);
  if (one) return answer(composePromotionDetail(voice, one));
  return answer(composePromotions(voice, { promotions: offers }));
}

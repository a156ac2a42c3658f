import type { ThingRecord } from './comparable.ts';
import type { Measure } from './compare-aspect.ts';

/** The words of a comparison's reply, in English and Arabic: each measure's name and its verdicts. */

export type Words = readonly [en: string, ar: string];

export const LABEL: Record<Measure, Words> = {
  price: ['price', 'السعر'],
  duration: ['length', 'المدة'],
  rating: ['rating', 'التقييم'],
  start: ['start time', 'موعد البدء'],
  end: ['closing time', 'موعد الانتهاء'],
  hours: ['hours', 'المواعيد'],
  difficulty: ['difficulty', 'مستوى الصعوبة'],
  age: ['age group', 'الفئة العمرية'],
  deck: ['deck', 'الطابق'],
  capacity: ['number of seats', 'عدد المقاعد'],
};
/** 'the same' after the Arabic label, agreeing with it: 'السعر نفسه', 'المدة نفسها'. */
export const SAME_AR = (measure: Measure) =>
  measure === 'duration' || measure === 'hours' || measure === 'age' ? 'نفسها' : 'نفسه';

/** Which end a measure's winner is at when the guest only asks the difference ('الفرق بالمدة'). */
export const USUAL_WANT: Partial<Record<Measure, 'low' | 'high'>> = {
  price: 'low',
  duration: 'high',
  rating: 'high',
  difficulty: 'low',
  age: 'low',
  capacity: 'high',
};

type Kind = ThingRecord['kind'];
const isPlace = (kind: Kind) => kind === 'restaurant' || kind === 'venue';

/** The verdict's words for the winner: 'is cheaper' / 'أرخص', 'leaves earlier' / 'تنطلق أبكر'. */
export function verdictWords(measure: Measure, want: 'low' | 'high', kind: Kind): Words {
  const low = want === 'low';
  switch (measure) {
    case 'price':
      return low ? ['is cheaper', 'أرخص'] : ['is more expensive', 'أغلى'];
    case 'duration':
      return low ? ['is shorter', 'أقصر'] : ['takes longer', 'أطول'];
    case 'rating':
      return low ? ['is rated lower', 'أقل تقييمًا'] : ['is rated higher', 'أعلى تقييمًا'];
    case 'difficulty':
      return low ? ['is easier', 'أسهل'] : ['is more demanding', 'أصعب'];
    case 'age':
      return low ? ['takes younger guests', 'يناسب أعمارًا أصغر'] : ['is for older guests', 'لأعمار أكبر'];
    case 'deck':
      return low ? ['is lower down', 'في طابق أدنى'] : ['is higher up', 'في طابق أعلى'];
    case 'capacity':
      return low ? ['is smaller', 'أصغر'] : ['is bigger', 'أكبر'];
    case 'start':
      if (kind === 'excursion')
        return low ? ['leaves earlier', 'تنطلق أبكر'] : ['leaves later', 'تنطلق لاحقًا'];
      if (isPlace(kind)) return low ? ['opens earlier', 'يفتح أبكر'] : ['opens later', 'يفتح لاحقًا'];
      return low ? ['starts earlier', 'يبدأ أبكر'] : ['starts later', 'يبدأ لاحقًا'];
    case 'end':
    case 'hours':
      if (kind === 'excursion')
        return low ? ['gets back earlier', 'تعود أبكر'] : ['gets back later', 'تعود لاحقًا'];
      if (isPlace(kind))
        return low ? ['closes earlier', 'يغلق أبكر'] : ['stays open later', 'يبقى مفتوحًا لوقت أطول'];
      return low ? ['ends earlier', 'ينتهي أبكر'] : ['runs later', 'يستمر لوقت أطول'];
  }
}

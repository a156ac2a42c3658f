/**
 * The party a ship's record sells a treatment, session or excursion for: 'Two hours for two in the
 * private suite', a feature 'Private suite for two', 'a sunrise flight for two over the valley'. Its
 * price is for that party (totalForParty); a booking that names no party is proposed for that many
 * (the card shows it, the guest can change it), never for more than the record's capacity.
 */

const NUMBER: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

/**
 * 'for two' closing a phrase ('for two.', 'for two in the suite', 'for two guests', 'a flight for two
 * over the valley'), not 'for two stops'.
 */
const FOR_N =
  /\bfor (two|three|four|five|six|[2-6])(?: (?:guests|people|persons|adults))?(?=\s*(?:[.,;:!)]|$|\s(?:in|on|with|at|and|over|above)\b))/;

export type SoldRecord = {
  description?: string | null;
  features?: string[] | null;
  capacity?: number | null;
};

/** The party the record is for, or undefined when it names none (or names more than it holds). */
export function partyOfRecord(record: SoldRecord): number | undefined {
  for (const text of [...(record.features ?? []), record.description ?? '']) {
    const word = FOR_N.exec(text.toLowerCase())?.[1];
    if (!word) continue;
    const party = NUMBER[word] ?? Number(word);
    return record.capacity != null && party > record.capacity ? undefined : party;
  }
  return undefined;
}

/**
 * What `count` guests pay for a record priced `each` (any unit): per guest, or, for a record sold for
 * a party, per party begun ('a suite for two': two guests pay it once, three or four twice). The
 * concierge's answers, the booking card and the stored booking all use it.
 */
export function totalForParty(each: number, count: number, record: SoldRecord): number {
  const party = partyOfRecord(record) ?? 1;
  return party === 1 ? each * count : each * Math.ceil(count / party);
}

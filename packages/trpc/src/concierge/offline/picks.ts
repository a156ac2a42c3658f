import type { Details } from './extract.ts';

/**
 * A guest picking one of the things just shown and saying when, in one message (issue 9): 'Irth
 * sounds perfect, 8pm?', 'Khuzama please at 9pm', "we'll take Layalina at 8", 'sunset yoga
 * tomorrow please'. With a time or a party it is a booking request (then a card to confirm), not a
 * question about the place; a message that opens as a question ('is Irth open at 8?') stays one.
 * Text is already normalised.
 */
const PICKS =
  /(?:^|[^a-z])(?:sounds? (?:fun|perfect|great|good|lovely|nice|amazing|wonderful|fine)|looks? (?:fun|perfect|great|good|lovely|nice|amazing)|let'?s (?:do|go with|try|book|go for)|we'?ll (?:take|go with|do|try|go for)|i'?ll (?:take|go with|have|do|go for)|go with|please|pls|plz)(?:[^a-z]|$)/;
const ASKS_FIRST =
  /^(?:and )?(?:what|when|where|which|who|how|why|is|are|do|does|did|will|would)(?:[^a-z]|$)/;

/** Words of a question about the place rather than a pick of it ('restaurants open after 10pm please'). */
const ABOUT_THE_PLACE =
  /(?:^|[^a-z])(?:open|opens|close|closes|closing|hours?|menu|price|prices|cost|how much|deck|where|when|until|till)(?:[^a-z]|$)/;

export function picksWithDetails(t: string, details: Pick<Details, 'time' | 'partySize'>): boolean {
  if (details.time === undefined && details.partySize === undefined) return false;
  return PICKS.test(t) && !ASKS_FIRST.test(t) && !ABOUT_THE_PLACE.test(t);
}

/** The concierge's message showed a list to pick from (bullets or bold names). */
export const showsList = (text: string) => /(?:^|\n)• |\*\*[^*]+\*\*/.test(text);

/** 'which of those…', 'أيا وحدة منهن…', 'مين فيهم…': a choice among the things just shown. */
export const choosesAmongShown = (t: string) =>
  /(?:^|[^a-z])(?:of (?:those|them|these)|which one|among (?:those|them|these))(?:[^a-z]|$)|(?:^|\s)(?:منهم|منهن|منهما|فيهم|فيهن|بينهم|بينهن)(?=[\s?؟.,!،]|$)/.test(
    t,
  );

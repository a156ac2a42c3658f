import { type Field, fieldAsked } from './field-answer.ts';
import type { Shown } from './referents.ts';

/** What a place has of its own (its hours, where it is, who may come in, its phone), not its offerings. */
const PLACE_FIELDS: ReadonlySet<Field> = new Set(['hours', 'opens', 'closes', 'deck', 'age', 'phone']);

/**
 * 'when does it open?', 'وين مكانه؟', 'is there an age limit?' after a list of the spa's treatments
 * that said where they are: the one place the list named, when the question asks a place's field.
 * Undefined when the list named no single place (nine restaurants are nine places) or the question
 * asks something of the offerings (a price, a length).
 */
export function listParentAsked(shown: Shown[], normalized: string): Shown | undefined {
  const kind = shown[0]?.kind;
  if (!kind || kind === 'venue') return undefined;
  const listed = shown.filter((s) => s.kind === kind);
  const places = shown.filter((s) => s.kind === 'venue');
  const [place] = places;
  if (listed.length < 2 || places.length !== 1 || !place) return undefined;
  const field = fieldAsked(normalized);
  return field && PLACE_FIELDS.has(field) ? place : undefined;
}

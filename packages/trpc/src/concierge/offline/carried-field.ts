import type { ToolResults } from '../tools/types.ts';
import { answerField, fieldAsked, recordOf } from './field-answer.ts';
import { normalize } from './language.ts';
import type { Step } from './plan-types.ts';
import { namedIn } from './referents.ts';

/** 'and', 'what about', 'و': a follow-up that only names another thing. */
const TIE = /^(?:(?:and|so|ok|what about|how about)\s+(?:the\s+)?|و(?=\S))/;
const MAX_NAME_WORDS = 4;

/**
 * 'and the juice bar?' after 'how late is the Nakheel Lounge open?', 'وصالة المجلس؟' after 'متى
 * تقفل صالة النخيل؟': the field the guest's previous question asked, of the thing now named, in
 * one sentence from its record. Undefined when the message asks a field of its own, names no one
 * thing, or the previous question asked no single field.
 */
export function answerCarriedField(step: Step, results: Partial<ToolResults>): string | undefined {
  const t = normalize(step.focus.latest);
  const rest = t.replace(TIE, '');
  if (rest === t || fieldAsked(t) !== undefined) return undefined;
  if (rest.split(/\s+/).filter(Boolean).length > MAX_NAME_WORDS) return undefined;
  const users = step.conversation.turns.filter((turn) => turn.role === 'user');
  const previous = users.at(-2)?.text;
  const field = previous ? fieldAsked(normalize(previous)) : undefined;
  if (!field) return undefined;
  const named = namedIn(step.focus.latest, results);
  const record = named && recordOf(results, named.kind, named.name);
  return record ? answerField(step.voice, field, record) : undefined;
}

import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import type { Language } from '@marsa/db/constants';
import type { ToolName, ToolResults } from '../tools/types.ts';

/** One message; an assistant's carries the tool results it was written from (earlier turns: replayed proposals). */
export type Turn = { role: 'user' | 'assistant'; text: string; results?: Partial<ToolResults> };

/** What the offline model reads from a prompt: the system facts, the dialogue and this turn's tool results. */
export type Conversation = {
  today: string;
  brand: string;
  guestName: string | undefined;
  /** The deck of the guest's cabin, as the instructions give it ('nearest' is measured from it). */
  guestDeck?: number | undefined;
  langHint: Language;
  /** User and assistant texts in order, ending with the guest's latest message. */
  turns: Turn[];
  /** Tool results since the guest's latest message, by tool name (the latest call of each). */
  results: Partial<ToolResults>;
  /** Tools that failed since the latest message. */
  failed: ToolName[];
};

const textOf = (parts: readonly { type: string; text?: string }[]) =>
  parts
    .filter((part) => part.type === 'text')
    .map((part) => part.text ?? '')
    .join('');

/** A deck as registered ('7', 'Deck 9'): its number, when it has one. */
const deckOf = (text: string | undefined) => {
  const number = text ? /\d{1,2}/.exec(text)?.[0] : undefined;
  return number ? Number(number) : undefined;
};

/** Reads the instructions written by concierge/instructions.ts and the messages after them. */
export function readConversation(prompt: LanguageModelV4Prompt, now: Date): Conversation {
  const system = prompt
    .filter((message) => message.role === 'system')
    .map((message) => message.content)
    .join('\n');
  const turns: Turn[] = [];
  let results: Partial<ToolResults> = {};
  let failed: ToolName[] = [];
  for (const message of prompt) {
    if (message.role === 'user') {
      turns.push({ role: 'user', text: textOf(message.content) });
      results = {};
      failed = [];
    } else if (message.role === 'assistant') {
      const text = textOf(message.content);
      if (text) turns.push({ role: 'assistant', text, results });
    } else if (message.role === 'tool') {
      for (const part of message.content) {
        if (part.type !== 'tool-result') continue;
        const name = part.toolName as ToolName;
        if (part.output.type === 'json') {
          results = { ...results, [name]: part.output.value as ToolResults[typeof name] };
        } else {
          failed = [...failed, name];
        }
      }
    }
  }
  return {
    today: /Today is (\d{4}-\d{2}-\d{2})/.exec(system)?.[1] ?? now.toISOString().slice(0, 10),
    brand: /concierge of ([^,.\n]+)/.exec(system)?.[1]?.trim() ?? 'the ship',
    guestName: /The guest is ([^,\n]+),/.exec(system)?.[1]?.trim(),
    guestDeck: deckOf(/The guest is [^\n]*, deck ([^.\n]+)\./.exec(system)?.[1]),
    langHint: /Guest language: ar/.test(system) ? 'ar' : 'en',
    turns,
    results,
    failed,
  };
}

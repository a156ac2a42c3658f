import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import type { Language } from '@marsa/db/constants';
import type { ToolName, ToolResults } from '../tools/types.ts';
import { cleanUtterance } from './transcript.ts';

/** One message; an assistant's carries the tool results it was written from (earlier turns: replayed proposals). */
export type Turn = { role: 'user' | 'assistant'; text: string; results?: Partial<ToolResults> };

/** One tool call made since the guest's latest message: what it was asked and what it returned (undefined: it failed). */
export type LoggedCall = { toolName: ToolName; input: unknown; output: unknown; step: number };

/** What the offline model reads from a prompt: the system facts, the dialogue and this turn's tool results. */
export type Conversation = {
  today: string;
  brand: string;
  guestName: string | undefined;
  /** The deck of the guest's cabin, as the instructions give it ('nearest' is measured from it). */
  guestDeck?: number | undefined;
  langHint: Language;
  /** User and assistant texts in order, ending with the guest's latest message (guest texts cleaned: transcript.ts). */
  turns: Turn[];
  /** Tool results since the guest's latest message, by tool name (the latest call of each). */
  results: Partial<ToolResults>;
  /** Tools that failed since the latest message. */
  failed: ToolName[];
  /** Every call since the latest message, in order (several calls of one tool each keep their own result). */
  calls?: LoggedCall[];
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
  let calls: LoggedCall[] = [];
  let step = 0;
  const inputs = new Map<string, unknown>();
  for (const message of prompt) {
    if (message.role === 'user') {
      calls = [];
      step = 0;
      // Voice transcripts and phone typing are made plain once, here, for every rule that reads them.
      turns.push({ role: 'user', text: cleanUtterance(textOf(message.content)) });
      results = {};
      failed = [];
    } else if (message.role === 'assistant') {
      if (typeof message.content !== 'string') {
        const made = message.content.filter((part) => part.type === 'tool-call');
        for (const part of made) inputs.set(part.toolCallId, part.input);
        if (made.length) step += 1;
      }
      const text = textOf(message.content);
      if (text) turns.push({ role: 'assistant', text, results });
    } else if (message.role === 'tool') {
      for (const part of message.content) {
        if (part.type !== 'tool-result') continue;
        const name = part.toolName as ToolName;
        const output = part.output.type === 'json' ? part.output.value : undefined;
        calls = [...calls, { toolName: name, input: inputs.get(part.toolCallId), output, step }];
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
    calls,
  };
}

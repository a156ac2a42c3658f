import type { ToolName } from '../tools/types.ts';
import type { Conversation } from './conversation.ts';
import type { Focus } from './focus.ts';
import type { Voice } from './say.ts';

export type PlannedCall = { toolName: ToolName; input: Record<string, unknown> };

/** The offline model's next step: call tools, or answer in text. */
export type Plan = { kind: 'tools'; calls: PlannedCall[] } | { kind: 'text'; text: string };

/** Everything a planning step reads. */
export type Step = { conversation: Conversation; focus: Focus; voice: Voice; date: string };

export const answer = (text: string): Plan => ({ kind: 'text', text });
export const call = (...calls: PlannedCall[]): Plan => ({ kind: 'tools', calls });

import type { SearchHitInfo } from '../tools/types.ts';
import { questionFrame } from './question-frame.ts';

/** The records that are places a guest can walk to. */
const PLACE_KINDS = new Set(['venue', 'restaurant', 'activity']);

/**
 * 'Where can I get a fresh juice by the pool?', 'في صالة لضيوف الأجنحة؟ بأي دور؟': a question that
 * asks where a thing is, whose top hit is a knowledge topic (the alcohol policy, which mentions
 * juices) while a place covers the question as well (the Juice & Mocktail Bar): the place answers.
 * Undefined when the question does not ask for a place or no place covers as much as the topic.
 */
export function placeOverTopic(
  top: SearchHitInfo,
  hits: readonly SearchHitInfo[],
  question: string,
): SearchHitInfo | undefined {
  if (top.kind !== 'knowledge') return undefined;
  if (questionFrame(question).asks !== 'place') return undefined;
  return hits.find(
    (hit) => PLACE_KINDS.has(hit.kind) && hit.coverage >= top.coverage && hit.matched >= top.matched,
  );
}

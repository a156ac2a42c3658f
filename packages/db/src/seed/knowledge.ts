import type { knowledgeTopics } from '../schema/index.ts';
import { arabicTopics } from './knowledge-ar.ts';
import { englishTopics } from './knowledge-en.ts';

export type NewKnowledgeTopic = typeof knowledgeTopics.$inferInsert;

/**
 * The FAQ, one row per topic carrying both languages: knowledge-ar.ts holds the same topics as
 * knowledge-en.ts, in the same order.
 */
export const knowledgeTopicSeeds: NewKnowledgeTopic[] = englishTopics.map((english, index) => {
  const arabic = arabicTopics[index];
  if (!arabic || arabic.category !== english.category || arabicTopics.length !== englishTopics.length) {
    throw new Error(`The Arabic FAQ does not line up with the English one at '${english.topic}'`);
  }
  return { ...english, topicAr: arabic.topic, questionAr: arabic.question, answerAr: arabic.answer };
});

import type { knowledgeTopics } from '../schema/index.ts';
import { arabicTopics } from './knowledge-ar.ts';
import { englishTopics } from './knowledge-en.ts';

export type NewKnowledgeTopic = typeof knowledgeTopics.$inferInsert;

/** The FAQ in both languages; (topic, question) is unique across the whole table. */
export const knowledgeTopicSeeds: NewKnowledgeTopic[] = [...englishTopics, ...arabicTopics];

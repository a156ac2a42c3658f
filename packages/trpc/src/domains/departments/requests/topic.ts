import type { DepartmentCategory } from '@marsa/db/constants';
import { classifyTopic, type LearningTopic } from '../../learnings/topic-classifier.ts';

/** Room service and anything without a department of its own go to general (Guest Services). */
const CATEGORY_OF_TOPIC: Partial<Record<LearningTopic, DepartmentCategory>> = {
  dining: 'restaurant',
  spa: 'spa',
  activities: 'activity',
  excursions: 'shore_excursion',
};

/**
 * The department category of a request, from the guest's words, newest first: the first text
 * with a topic that has a department decides; nothing clear → general.
 */
export function categoryOfTopic(guestTexts: readonly string[]): DepartmentCategory {
  for (const text of guestTexts) {
    const topic = classifyTopic(text);
    if (topic === 'general') continue;
    return CATEGORY_OF_TOPIC[topic] ?? 'general';
  }
  return 'general';
}

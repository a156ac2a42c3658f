import { Badge } from '@mantine/core';
import { useT } from '../../lib/i18n.tsx';
import { type LearningFields, learningStatus } from './learnings-filter.ts';

const COLORS = { corrected: 'blue', helpful: 'green', needsWork: 'orange', unrated: 'gray' } as const;

/** The learning's state: corrected, helpful, needs work or not rated yet. */
export function LearningStatusBadge({ learning }: { learning: LearningFields }) {
  const status = learningStatus(learning);
  const l = useT().adminLearnings;
  return (
    <Badge size="sm" variant="light" color={COLORS[status]} data-status={status}>
      {l.status[status]}
    </Badge>
  );
}

/** The topic category, in the current language when it is one the classifier gives. */
export function TopicBadge({ topic }: { topic: string }) {
  const topics: Record<string, string> = useT().adminLearnings.topics;
  return (
    <Badge size="sm" variant="outline" color="gray" tt="none">
      {topics[topic] ?? topic}
    </Badge>
  );
}

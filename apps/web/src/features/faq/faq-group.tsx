import { Accordion, Badge, Group, Highlight, Stack, ThemeIcon, Title } from '@mantine/core';
import {
  IconBallFootball,
  IconBellRinging,
  IconInfoCircle,
  IconLifebuoy,
  IconMassage,
  IconMountain,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import type { GuestRow } from '../../lib/trpc-types.ts';

export type FaqGroup = GuestRow<'faq'>;

const ICONS: Record<string, typeof IconInfoCircle> = {
  safety: IconLifebuoy,
  services: IconBellRinging,
  dining: IconToolsKitchen2,
  activities: IconBallFootball,
  excursions: IconMountain,
  spa: IconMassage,
};

type FaqGroupProps = {
  group: FaqGroup;
  label: string;
  search: string;
  /** The element id the address names ('topic-12'): that answer starts open. */
  target?: string | undefined;
};

const topicId = (id: number) => `topic-${id}`;

/** One category of the FAQ: its questions as an accordion; a search opens every match and marks the words. */
export function FaqGroupSection({ group, label, search, target }: FaqGroupProps) {
  const Icon = ICONS[group.category.toLowerCase()] ?? IconInfoCircle;
  const mark = search.trim();
  const targeted = group.topics.find((topic) => topicId(topic.id) === target);
  return (
    <Stack gap="sm" component="section" data-testid="faq-category" data-category={group.category}>
      <Group gap="sm">
        <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <Title order={2} fz="xl">
          {label}
        </Title>
      </Group>
      <Accordion
        key={`${mark}|${targeted?.id ?? ''}`}
        multiple
        variant="separated"
        radius="md"
        defaultValue={
          mark ? group.topics.map((topic) => String(topic.id)) : targeted ? [String(targeted.id)] : []
        }
      >
        {group.topics.map((topic) => (
          <Accordion.Item
            key={topic.id}
            value={String(topic.id)}
            id={topicId(topic.id)}
            data-testid="faq-item"
          >
            <Accordion.Control>
              <Highlight highlight={mark} fw={600} size="sm">
                {topic.question}
              </Highlight>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Highlight highlight={mark} size="sm" lh={1.65}>
                  {topic.answer}
                </Highlight>
                <Badge variant="light" color="gray" tt="none" fw={500}>
                  {topic.topic}
                </Badge>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

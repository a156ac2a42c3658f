import { ActionIcon, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { FallbackImage } from '@marsa/ui';
import { IconCalendarPlus, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';

export type ServiceFact = { key: string; icon: ReactNode; text: ReactNode };

type ServiceCardProps = {
  name: string;
  imageUrl: string;
  badges: ReactNode;
  facts: ServiceFact[];
  description: string;
  footer?: ReactNode;
  editLabel: string;
  generateLabel: string;
  isGenerating: boolean;
  onEdit: () => void;
  onGenerate: () => void;
  fallbackIcon: ReactNode;
  testId: string;
};

/** The card both tabs use: picture, name and badges, key facts, description, Edit and Generate Daily Schedule. */
export function ServiceCard(props: ServiceCardProps) {
  const s = useT().adminServices;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={props.testId}>
      <Card.Section pos="relative">
        <FallbackImage src={props.imageUrl} alt={props.name} h={160} icon={props.fallbackIcon} />
        <Tooltip label={s.edit}>
          <ActionIcon
            variant="white"
            color="dark"
            size="lg"
            radius="xl"
            pos="absolute"
            style={{ top: 10, insetInlineEnd: 10, boxShadow: 'var(--mantine-shadow-sm)' }}
            onClick={props.onEdit}
            aria-label={props.editLabel}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} fz="lg" lh={1.3} data-testid="service-name">
            {props.name}
          </Text>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {props.badges}
          </Group>
        </Group>
        <Stack gap={6}>
          {props.facts.map((fact) => (
            <Group key={fact.key} gap={8} wrap="nowrap" c="dimmed">
              {fact.icon}
              <Text size="sm" c="dimmed">
                {fact.text}
              </Text>
            </Group>
          ))}
        </Stack>
        <Text size="sm" lineClamp={3} dir="auto">
          {props.description}
        </Text>
        {props.footer}
      </Stack>
      <Button
        mt="md"
        variant="light"
        fullWidth
        leftSection={<IconCalendarPlus size={16} />}
        onClick={props.onGenerate}
        loading={props.isGenerating}
        aria-label={props.generateLabel}
        data-testid="generate-schedule"
      >
        {s.generate}
      </Button>
    </Card>
  );
}

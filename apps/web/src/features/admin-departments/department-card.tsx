import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { IconMail, IconPencil, IconTrash } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';
import { ActiveBadge } from './active-badge.tsx';
import type { Department } from './types.ts';

type CardProps = { department: Department; onEdit: () => void; onDelete: () => void; isDeleting: boolean };

/** §2 department card: name, email, category, description, Active/Inactive, edit and delete. */
export function DepartmentCard({ department, onEdit, onDelete, isDeleting }: CardProps) {
  const t = useT().adminDepartments;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="department-card" data-name={department.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="lg" lh={1.3}>
            {department.name}
          </Title>
          <ActiveBadge isActive={department.isActive} labels={t.status} />
        </Group>
        <Group gap="xs">
          <Badge variant="light" color="sand" c="sand.9">
            {t.categories[department.category]}
          </Badge>
        </Group>
        <Anchor href={`mailto:${department.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Group gap={6} wrap="nowrap" component="span">
            <IconMail size={16} aria-hidden />
            <span dir="ltr">{department.email}</span>
          </Group>
        </Anchor>
        <Text
          size="sm"
          c="gray.7"
          lineClamp={4}
          dir="auto"
          fs={department.description ? undefined : 'italic'}
          style={{ flex: 1 }}
        >
          {department.description || t.noDescription}
        </Text>
        <Group gap="xs" mt="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} />}
            onClick={onEdit}
            aria-label={interpolate(t.editLabel, { name: department.name })}
          >
            {t.edit}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
            loading={isDeleting}
            aria-label={interpolate(t.deleteLabel, { name: department.name })}
          >
            {t.delete}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { IconBell, IconMail } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { ActiveBadge } from '../admin-common/active-badge.tsx';
import { type CardActions, EditDeleteButtons } from '../admin-common/edit-delete-buttons.tsx';

type Department = AdminRow<'departments'>;

type CardProps = CardActions & {
  department: Department;
  /** Notifications addressed to it in the last 24 hours; undefined while loading. */
  notificationCount: number | undefined;
};

/** §2 department card: name, email, category, description, Active/Inactive, edit and delete. */
export function DepartmentCard({ department, notificationCount, ...actions }: CardProps) {
  const all = useT();
  const t = all.adminDepartments;
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
        {notificationCount !== undefined ? (
          <Group gap={6} wrap="nowrap" data-testid="department-notifications">
            <IconBell size={16} aria-hidden />
            <Text size="sm">
              {interpolate(all.adminRequests.departmentCount, { count: notificationCount })}
            </Text>
          </Group>
        ) : null}
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
        <EditDeleteButtons name={department.name} {...actions} mt="xs" />
      </Stack>
    </Card>
  );
}

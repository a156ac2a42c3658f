import { Group, Stack, Text } from '@mantine/core';

export type LabelledRow = { label: string; value: string; testId: string };

/** The details of a booking in a chat card: a grey label column and the bold values. */
export function LabelledRows({ rows, labelWidth }: { rows: readonly LabelledRow[]; labelWidth: number }) {
  return (
    <Stack gap={4}>
      {rows.map((row) => (
        <Group key={`${row.testId}-${row.value}`} gap="xs" wrap="nowrap" align="baseline">
          <Text size="sm" c="gray.7" w={labelWidth} style={{ flexShrink: 0 }}>
            {row.label}
          </Text>
          <Text size="sm" fw={600} dir="auto" data-testid={row.testId}>
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

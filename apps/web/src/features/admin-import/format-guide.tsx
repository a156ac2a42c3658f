import { Badge, List, Paper, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';

const COLUMNS = [
  { letter: 'A', key: 'a', optional: false },
  { letter: 'B', key: 'b', optional: false },
  { letter: 'C', key: 'c', optional: false },
  { letter: 'D', key: 'd', optional: true },
  { letter: 'E', key: 'e', optional: true },
  { letter: 'F', key: 'f', optional: true },
  { letter: 'G', key: 'g', optional: true },
] as const;

const REQUIREMENTS = ['type', 'size', 'headers', 'required'] as const;

/** §2 format guidance: the requirements and the four columns. */
export function FormatGuide() {
  const f = useT().adminImport.format;
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="format-guide">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {f.title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {f.intro}
          </Text>
        </div>
        <div>
          <Text fw={600} mb="xs">
            {f.requirementsTitle}
          </Text>
          <List
            spacing={6}
            size="sm"
            icon={
              <ThemeIcon size={18} radius="xl" color="green" variant="light">
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            {REQUIREMENTS.map((key) => (
              <List.Item key={key}>{f.requirements[key]}</List.Item>
            ))}
          </List>
        </div>
        <div>
          <Text fw={600} mb="xs">
            {f.columnsTitle}
          </Text>
          <Table withTableBorder withColumnBorders verticalSpacing={6} fz="sm" data-testid="format-columns">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>{f.column}</Table.Th>
                <Table.Th>{f.field}</Table.Th>
                <Table.Th>{f.content}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {COLUMNS.map(({ letter, key, optional }) => (
                <Table.Tr key={key}>
                  <Table.Td>
                    <Badge variant="light" radius="sm">
                      {letter}
                    </Badge>
                  </Table.Td>
                  <Table.Td fw={500}>{f.columns[key]}</Table.Td>
                  <Table.Td c="dimmed">{optional ? f.optionalText : f.text}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </Stack>
    </Paper>
  );
}

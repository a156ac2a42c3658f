import { Alert, Button, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { type ErrorParams, interpolate, isErrorCode } from '@marsa/i18n';
import { IconAlertCircle, IconCircleCheck, IconFilterCheck } from '@tabler/icons-react';
import { loadedErrorCatalog } from '../../lib/catalogs.ts';
import { useLanguage, useT } from '../../lib/i18n.tsx';
import { translateError } from '../../lib/server-errors.ts';
import type { RejectedRow } from './import-rules.ts';
import type { ImportOutcome } from './use-knowledge-import.ts';

type ImportOutcomeProps = {
  outcome: ImportOutcome;
  /** Offered when a refused file has rows that could be imported on their own. */
  onImportValidRows?: () => void;
  isPending: boolean;
};

/** §8: the success text, or the failure alert with each refused row and 'Import valid rows only'. */
export function ImportOutcomeView({ outcome, onImportValidRows, isPending }: ImportOutcomeProps) {
  const t = useT().adminImport;
  if (outcome.kind === 'success') {
    return (
      <Stack gap="sm">
        <Alert
          color="green"
          radius="md"
          icon={<IconCircleCheck />}
          title={t.successTitle}
          data-testid="import-success"
        >
          {interpolate(t.successText, { count: outcome.count })}
        </Alert>
        {outcome.skipped.length > 0 ? (
          <RejectedRows title={t.rejected.skippedTitle} rows={outcome.skipped} />
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Alert
        color="red"
        radius="md"
        icon={<IconAlertCircle />}
        title={t.failedTitle}
        role="alert"
        data-testid="import-error"
      >
        {outcome.message}
      </Alert>
      {outcome.rejected.length > 0 ? (
        <>
          <RejectedRows title={t.rejected.title} rows={outcome.rejected} />
          {onImportValidRows ? (
            <Stack gap={4} align="flex-start">
              <Button
                variant="light"
                color="orange"
                leftSection={<IconFilterCheck size={16} />}
                onClick={onImportValidRows}
                loading={isPending}
                data-testid="import-valid-rows"
              >
                {t.rejected.importValidRows}
              </Button>
              <Text size="xs" c="dimmed">
                {t.rejected.importValidRowsHint}
              </Text>
            </Stack>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

function RejectedRows({ title, rows }: { title: string; rows: RejectedRow[] }) {
  const { t: messages, lang } = useLanguage();
  const t = messages.adminImport.rejected;
  const catalog = lang === 'en' ? undefined : loadedErrorCatalog(lang);
  const text = ({ code, params }: { code: string; params: ErrorParams }) =>
    catalog && isErrorCode(catalog, code) ? translateError(code, params, catalog, lang) : undefined;
  /** Every problem of the row in the page's language, '; ' between them; in English, the server's words. */
  const reasonOf = (rejected: RejectedRow) => {
    const texts = (rejected.problems ?? [rejected]).map(text);
    return texts.every(Boolean) ? texts.join('; ') : (rejected.reason ?? rejected.code);
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid="rejected-rows">
      <Text fw={600} size="sm" mb="xs">
        {title}
      </Text>
      <ScrollArea.Autosize mah={240} type="auto">
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t.row}</Table.Th>
              <Table.Th>{t.reason}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((rejected) => (
              <Table.Tr key={rejected.row}>
                <Table.Td fw={600}>{rejected.row}</Table.Td>
                <Table.Td>{reasonOf(rejected)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Paper>
  );
}

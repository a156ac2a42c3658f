import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/notify.tsx';
import { useTRPCClient } from '../../lib/trpc.ts';
import { base64ToBytes } from './import-rules.ts';

type Format = 'csv' | 'xlsx';

/** Saves a file in the browser under the given name. */
function saveFile(bytes: Uint8Array<ArrayBuffer>, contentType: string, filename: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** §2 Download Template (CSV, as the spec's call gives) plus an .xlsx template, with the §8 toasts. */
export function TemplateDownload() {
  const t = useT().adminImport.template;
  const client = useTRPCClient();
  const [pending, setPending] = useState<Format | null>(null);

  const download = async (format: Format) => {
    setPending(format);
    try {
      const file = await client.admin.knowledgeImport.template.query({ format });
      saveFile(base64ToBytes(file.base64), file.contentType, file.filename);
      notify.success(t.downloaded, file.filename);
    } catch {
      notify.error(t.failed, t.failedBody);
    } finally {
      setPending(null);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <IconFileSpreadsheet size={22} color="var(--mantine-color-green-7)" aria-hidden />
        <Title order={2} fz="lg">
          {t.title}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t.body}
      </Text>
      <Group gap="sm">
        <Button
          leftSection={<IconDownload size={16} />}
          onClick={() => download('csv')}
          loading={pending === 'csv'}
          disabled={pending !== null}
          data-testid="download-template"
        >
          {t.csv}
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          onClick={() => download('xlsx')}
          loading={pending === 'xlsx'}
          disabled={pending !== null}
          data-testid="download-template-xlsx"
        >
          {t.xlsx}
        </Button>
      </Group>
    </Paper>
  );
}

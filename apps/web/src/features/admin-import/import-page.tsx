import '@mantine/dropzone/styles.css';
import { Button, Grid, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '@marsa/ui';
import { IconTableImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { IMPORT_PROGRESS_FIXED } from '../../lib/ui-constants.ts';
import { FileDropArea } from './file-drop-area.tsx';
import { FormatGuide } from './format-guide.tsx';
import { ImportOutcomeView } from './import-outcome.tsx';
import { fileProblem } from './import-rules.ts';
import { TemplateDownload } from './template-download.tsx';
import { useKnowledgeImport } from './use-knowledge-import.ts';

/** /admin/import (§2, §4, §5, §8): choose an Excel file, import it, see what happened. */
export function ImportPage() {
  const t = useT().adminImport;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const importer = useKnowledgeImport(() => setFile(null));

  const choose = (chosen: File, source: 'pick' | 'drop') => {
    importer.clearOutcome();
    const problem = fileProblem(chosen, source);
    setFileError(problem ? t.validation[problem] : null);
    setFile(problem ? null : chosen);
  };

  const clear = () => {
    setFile(null);
    setFileError(null);
    importer.clearOutcome();
  };

  const { outcome } = importer;
  const canKeepValidRows = file !== null && outcome?.kind === 'error' && outcome.rejected.length > 0;

  return (
    <Stack gap="lg">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              <Title order={2} fz="lg">
                {t.uploadTitle}
              </Title>
              <FileDropArea
                file={file}
                error={fileError}
                disabled={importer.isPending}
                onDrop={(dropped) => choose(dropped, 'drop')}
                onPick={(picked) => choose(picked, 'pick')}
                onClear={clear}
              />
              {importer.isPending ? (
                <Stack gap={4} aria-live="polite">
                  <Text size="sm" c="dimmed">
                    {t.uploading}
                  </Text>
                  <Progress
                    value={IMPORT_PROGRESS_FIXED}
                    animated
                    striped
                    size="lg"
                    aria-label={t.uploading}
                    data-testid="import-progress"
                  />
                </Stack>
              ) : null}
              <Group justify="flex-end">
                <Button
                  size="md"
                  leftSection={<IconTableImport size={18} />}
                  disabled={!file}
                  loading={importer.isPending}
                  onClick={() => file && importer.start(file)}
                  data-testid="start-import"
                >
                  {importer.isPending ? t.importing : t.importButton}
                </Button>
              </Group>
              {outcome ? (
                <ImportOutcomeView
                  outcome={outcome}
                  isPending={importer.isPending}
                  onImportValidRows={canKeepValidRows ? () => file && importer.start(file, true) : undefined}
                />
              ) : null}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <FormatGuide />
            <TemplateDownload />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

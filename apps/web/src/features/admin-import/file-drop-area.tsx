import { ActionIcon, Button, FileButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { formatFileSize } from '@marsa/ui';
import { IconFileSpreadsheet, IconFileUpload, IconX } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';

type FileDropAreaProps = {
  file: File | null;
  error: string | null;
  disabled: boolean;
  onDrop: (file: File) => void;
  onPick: (file: File) => void;
  onClear: () => void;
};

const EXCEL_ACCEPT =
  '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

/**
 * §2 drag-and-drop or file-picker area. Dropping and picking are kept apart because §5 checks
 * the size only on picking: the area takes drops, its 'Browse Files' button opens the dialog.
 */
export function FileDropArea({ file, error, disabled, onDrop, onPick, onClear }: FileDropAreaProps) {
  const t = useT().adminImport;
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => files[0] && onDrop(files[0])}
        multiple={false}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        disabled={disabled}
        radius="lg"
        p="xl"
        data-testid="import-dropzone"
        style={{ borderWidth: 2 }}
      >
        <Stack align="center" gap="xs" ta="center" mih={150} justify="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
            <IconFileSpreadsheet size={30} />
          </ThemeIcon>
          <Text fw={600} fz="lg">
            {t.dropTitle}
          </Text>
          <Text size="sm" c="dimmed">
            {t.dropOr}
          </Text>
          <FileButton
            onChange={(picked) => picked && onPick(picked)}
            accept={EXCEL_ACCEPT}
            disabled={disabled}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconFileUpload size={16} />}
                data-testid="browse-files"
              >
                {t.browse}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t.dropHint}
          </Text>
        </Stack>
      </Dropzone>
      {error ? (
        <Text size="sm" c="red.8" role="alert" data-testid="file-error">
          {error}
        </Text>
      ) : null}
      {file ? (
        <Paper withBorder radius="md" p="sm" data-testid="selected-file">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFileSpreadsheet size={22} color="var(--mantine-color-green-7)" aria-hidden />
              <div style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {t.selectedFile}
                </Text>
                <Text size="sm" fw={600} truncate dir="auto">
                  {file.name}
                </Text>
              </div>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(file.size)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={onClear}
                disabled={disabled}
                aria-label={t.removeFile}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ) : null}
    </Stack>
  );
}

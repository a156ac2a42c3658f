import {
  ActionIcon,
  Box,
  Button,
  Group,
  Image,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCloudUpload, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { fitsImageLimit, formatFileSize } from './image-selection.ts';
import { type UploadProgressRule, useUploadProgress } from './upload-progress.ts';

const ImageDropArea = lazy(() => import('./image-drop-area.tsx'));

/** Every text the uploader shows; the app passes them in its current language. */
export type ImageUploaderTexts = {
  dropTitle: string;
  dropHint: string;
  invalidType: string;
  upload: string;
  uploading: string;
  done: string;
  countLabel: (count: number, max: number) => string;
  removeLabel: (fileName: string) => string;
};

export type ImageUploaderProps = {
  texts: ImageUploaderTexts;
  /** At most this many images per item (§5: 5), counting `currentCount`. */
  maxFiles: number;
  /** Images the item already has. */
  currentCount: number;
  /** §4 progress steps (IMAGE_PROGRESS_* constants). */
  progressRule: UploadProgressRule;
  /** Sends the files; resolve on success (progress goes to 100, the selection clears), reject on failure. */
  onUpload: (files: File[]) => Promise<unknown>;
  /** A choice that would pass `maxFiles` ('Too many images'); the choice is dropped. */
  onTooMany: () => void;
  /** Upload pressed with nothing selected ('No images selected'). */
  onEmpty: () => void;
  /** Last check before sending (e.g. the item is not saved yet); return false to stop. */
  onBeforeUpload?: (files: File[]) => boolean;
  disabled?: boolean;
  'data-testid'?: string;
};

/**
 * Picks up to `maxFiles` PNG/JPEG/WebP images by drop or file dialog, previews them and uploads
 * them with the §4 progress. Presentational: the caller sends the files and shows the toasts.
 * Needs `@mantine/dropzone/styles.css`, imported by the screen that uses it; the dropzone itself
 * is loaded on first render, so importing this package costs the entry bundle nothing of it.
 */
export function ImageUploader(props: ImageUploaderProps) {
  const { texts, maxFiles, currentCount, progressRule, disabled } = props;
  const [selected, setSelected] = useState<File[]>([]);
  const [hasInvalid, setHasInvalid] = useState(false);
  const progress = useUploadProgress(progressRule);
  const uploading = progress.phase === 'uploading';
  const total = currentCount + selected.length;

  const add = (files: File[]) => {
    setHasInvalid(false);
    if (files.length === 0) return;
    if (!fitsImageLimit(currentCount, selected.length, files.length, maxFiles)) {
      props.onTooMany();
      return;
    }
    progress.reset();
    setSelected((current) => [...current, ...files]);
  };

  const upload = async () => {
    if (selected.length === 0) {
      props.onEmpty();
      return;
    }
    if (props.onBeforeUpload && !props.onBeforeUpload(selected)) return;
    progress.start();
    try {
      await props.onUpload(selected);
      progress.finish();
      setSelected([]);
    } catch {
      progress.reset();
    }
  };

  return (
    <Stack gap="xs" data-testid={props['data-testid']}>
      <Suspense fallback={<Skeleton height={114} radius="md" />}>
        <ImageDropArea
          onDrop={add}
          onReject={() => setHasInvalid(true)}
          disabled={Boolean(disabled) || uploading}
          title={texts.dropTitle}
          hint={texts.dropHint}
        />
      </Suspense>
      {hasInvalid ? (
        <Text size="xs" c="red" role="alert">
          {texts.invalidType}
        </Text>
      ) : null}
      {selected.length > 0 ? (
        <SimpleGrid cols={{ base: 3, xs: 5 }} spacing="xs" data-testid="image-uploader-selection">
          {selected.map((file, index) => (
            <SelectedImage
              key={`${file.name}-${file.size}-${file.lastModified}`}
              file={file}
              removeLabel={texts.removeLabel(file.name)}
              disabled={uploading}
              onRemove={() => setSelected((current) => current.filter((_, i) => i !== index))}
            />
          ))}
        </SimpleGrid>
      ) : null}
      <Group justify="space-between" gap="xs">
        <Text size="xs" c={total >= maxFiles ? 'orange.8' : 'dimmed'} data-testid="image-uploader-count">
          {texts.countLabel(total, maxFiles)}
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCloudUpload size={16} />}
          onClick={upload}
          loading={uploading}
          disabled={disabled}
        >
          {texts.upload}
        </Button>
      </Group>
      {progress.phase !== 'idle' ? (
        <Stack gap={4} aria-live="polite">
          <Text size="xs" c="dimmed">
            {uploading ? texts.uploading : texts.done}
          </Text>
          <Progress
            value={progress.value}
            color={progress.phase === 'done' ? 'green' : undefined}
            animated={uploading}
            striped={uploading}
            aria-label={texts.uploading}
            data-testid="image-uploader-progress"
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

type SelectedImageProps = { file: File; removeLabel: string; disabled: boolean; onRemove: () => void };

function SelectedImage({ file, removeLabel, disabled, onRemove }: SelectedImageProps) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Paper withBorder radius="sm" pos="relative" style={{ overflow: 'hidden' }}>
      <Box h={64} bg="gray.1">
        {failed ? null : <Image src={url} alt="" h={64} fit="cover" onError={() => setFailed(true)} />}
      </Box>
      <Text size="10px" px={4} py={2} truncate title={file.name} dir="ltr">
        {formatFileSize(file.size)}
      </Text>
      <Tooltip label={removeLabel}>
        <ActionIcon
          size="sm"
          radius="xl"
          color="dark"
          variant="filled"
          pos="absolute"
          style={{ top: 4, insetInlineEnd: 4 }}
          aria-label={removeLabel}
          onClick={onRemove}
          disabled={disabled}
        >
          <IconX size={12} />
        </ActionIcon>
      </Tooltip>
    </Paper>
  );
}

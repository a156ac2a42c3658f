import { Group, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { IMAGE_ACCEPT } from './image-selection.ts';

export type ImageDropAreaProps = {
  onDrop: (files: File[]) => void;
  onReject: () => void;
  disabled: boolean;
  title: string;
  hint: string;
};

/**
 * The drop-or-click area of the image uploader. Loaded on demand by `ImageUploader`, so the
 * dropzone library stays out of every bundle that only imports the UI package's other parts.
 */
export default function ImageDropArea({ onDrop, onReject, disabled, title, hint }: ImageDropAreaProps) {
  return (
    <Dropzone
      onDrop={onDrop}
      onReject={onReject}
      accept={IMAGE_ACCEPT}
      multiple
      disabled={disabled}
      radius="md"
      p="md"
    >
      <Group justify="center" gap="md" mih={80} wrap="nowrap" style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={36} stroke={1.5} color="var(--mantine-primary-color-filled)" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={36} stroke={1.5} color="var(--mantine-color-red-6)" />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconPhoto size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
        </Dropzone.Idle>
        <div>
          <Text fw={500}>{title}</Text>
          <Text size="xs" c="dimmed" mt={4}>
            {hint}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}

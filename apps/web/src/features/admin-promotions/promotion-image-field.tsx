import '@mantine/dropzone/styles.css';
import { AspectRatio, Button, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { FallbackImage, ImageUploader, type ImageUploaderTexts } from '@marsa/ui';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { IMAGE_PROGRESS_RULE } from '../../lib/ui-constants.ts';

/** §7: a promotion is not saved yet when its image goes up, so the upload targets id 0. */
const UNSAVED_PROMOTION_ID = '0';

type ImageFieldProps = { value: string; onChange: (url: string) => void; error?: ReactNode };

/**
 * The promotion's one image: what it has now, an uploader (POST …/promotions/0/images, the first
 * returned URL becomes imageUrl, §7) and the address itself for an image hosted elsewhere.
 */
export function PromotionImageField({ value, onChange, error }: ImageFieldProps) {
  const t = useT().adminPromotions;
  const trpc = useTRPC();
  const upload = useMutation(trpc.admin.promotions.uploadImages.mutationOptions());

  const texts: ImageUploaderTexts = {
    dropTitle: t.image.dropTitle,
    dropHint: t.image.dropHint,
    invalidType: t.image.invalidType,
    upload: t.image.upload,
    uploading: t.image.uploading,
    done: t.image.done,
    countLabel: () => '',
    removeLabel: (name) => interpolate(t.image.removeFile, { name }),
  };

  const send = async (files: File[]) => {
    const body = new FormData();
    body.append('id', UNSAVED_PROMOTION_ID);
    for (const file of files) body.append('images', file);
    try {
      const { imageUrls } = await upload.mutateAsync(body);
      if (imageUrls[0]) onChange(imageUrls[0]);
    } catch (failure) {
      notify.error(t.toast.imageFailed, errorMessage(failure, ''));
      throw failure;
    }
  };

  return (
    <Input.Wrapper label={t.fields.image} error={error}>
      <Paper withBorder radius="md" p="sm" mt={4}>
        <Stack gap="sm">
          {value ? (
            <Group gap="md" align="center" wrap="nowrap">
              <Paper radius="md" w={160} style={{ overflow: 'hidden', flexShrink: 0 }}>
                <AspectRatio ratio={8 / 5}>
                  <FallbackImage src={value} alt={t.image.preview} h="100%" />
                </AspectRatio>
              </Paper>
              <Stack gap={6} align="flex-start">
                <Text size="sm" c="gray.7">
                  {t.image.current}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => onChange('')}
                >
                  {t.image.remove}
                </Button>
              </Stack>
            </Group>
          ) : null}
          <ImageUploader
            texts={texts}
            maxFiles={1}
            currentCount={0}
            progressRule={IMAGE_PROGRESS_RULE}
            onUpload={send}
            onTooMany={() => notify.error(t.toast.imageFailed, t.image.tooMany)}
            onEmpty={() => notify.error(t.toast.imageFailed, t.image.noneSelected)}
            data-testid="promotion-image-uploader"
          />
          <TextInput
            label={t.fields.imageUrl}
            placeholder={t.fields.imageUrlPlaceholder}
            size="xs"
            dir="ltr"
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        </Stack>
      </Paper>
    </Input.Wrapper>
  );
}

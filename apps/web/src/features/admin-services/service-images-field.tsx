import { Input, Paper, SimpleGrid, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { interpolate } from '@marsa/i18n';
import { IMAGES_PER_ITEM_MAX } from '@marsa/trpc/schemas';
import { FallbackImage, ImageUploader, type ImageUploaderTexts } from '@marsa/ui';
import { useT } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { errorCodeOf } from '../../lib/server-errors.ts';
import { IMAGE_PROGRESS_RULE } from '../../lib/ui-constants.ts';
import { useUploadServiceImages } from './service-actions.ts';
import type { ServiceKind } from './types.ts';

/** Server refusals worth showing as they are; anything else gets the §8 'Failed to upload images' text. */
const SPECIFIC_FAILURES: unknown[] = ['image.too_large', 'image.wrong_type', 'image.too_many'];

type CoverForm = Pick<UseFormReturnType<{ imageUrl: string }>, 'getValues' | 'setFieldValue' | 'key'>;

type ServiceImagesFieldProps = {
  kind: ServiceKind;
  /** The saved item; null while it is being created (§5: upload needs a saved item). */
  item: { id: number; name: string; images: string[] } | null;
  /** The dialog's form: the first picture uploaded becomes the cover when it has none. */
  form: CoverForm;
  /** The cover image URL field's props; the field stands above the pictures. */
  cover: TextInputProps;
};

/**
 * §5 cover and images of a restaurant or spa service: the cover URL, the pictures it has, and up
 * to 5 in all with the §4 progress.
 */
export function ServiceImagesField({ kind, item, form, cover }: ServiceImagesFieldProps) {
  const s = useT().adminServices;
  const upload = useUploadServiceImages();
  const images = item?.images ?? [];

  const texts: ImageUploaderTexts = {
    dropTitle: s.images.dropTitle,
    dropHint: s.images.dropHint,
    invalidType: s.images.invalidType,
    upload: s.images.upload,
    uploading: s.images.uploading,
    done: s.images.done,
    countLabel: (count, max) => interpolate(s.images.count, { count, max }),
    removeLabel: (name) => interpolate(s.images.remove, { name }),
  };

  const send = async (files: File[]) => {
    if (!item) return;
    const body = new FormData();
    body.append('id', String(item.id));
    for (const file of files) body.append('images', file);
    try {
      const { imageUrls } = await upload[kind](body);
      notify.success(s.toast.uploaded);
      const first = imageUrls[0];
      if (first && !form.getValues().imageUrl) form.setFieldValue('imageUrl', first);
    } catch (error) {
      const isSpecific = SPECIFIC_FAILURES.includes(errorCodeOf(error));
      notify.error(s.toast.uploadFailed, isSpecific ? errorMessage(error, '') : s.toast.uploadFailedBody);
      throw error;
    }
  };

  const blockUnsaved = () => {
    if (item) return true;
    notify.error(
      s.toast.cannotUpload,
      kind === 'restaurant' ? s.toast.saveRestaurantFirst : s.toast.saveSpaFirst,
    );
    return false;
  };

  return (
    <>
      <TextInput
        key={form.key('imageUrl')}
        label={s.fields.imageUrl}
        description={s.fields.imageUrlHint}
        dir="ltr"
        {...cover}
      />
      <Input.Wrapper label={s.images.title}>
        <Paper withBorder radius="md" p="sm" mt={4}>
          <Stack gap="sm">
            {images.length > 0 ? (
              <div>
                <Text size="xs" c="dimmed" mb={6}>
                  {s.images.gallery}
                </Text>
                <SimpleGrid cols={{ base: 3, xs: 5 }} spacing="xs" data-testid="service-gallery">
                  {images.map((url, index) => (
                    <Paper key={url} radius="sm" style={{ overflow: 'hidden' }}>
                      <FallbackImage
                        src={url}
                        alt={interpolate(s.images.imageAlt, { number: index + 1, name: item?.name ?? '' })}
                        h={64}
                      />
                    </Paper>
                  ))}
                </SimpleGrid>
              </div>
            ) : null}
            {item ? null : (
              <Text size="xs" c="dimmed">
                {kind === 'restaurant' ? s.images.saveRestaurantFirstHint : s.images.saveSpaFirstHint}
              </Text>
            )}
            <ImageUploader
              texts={texts}
              maxFiles={IMAGES_PER_ITEM_MAX}
              currentCount={images.length}
              progressRule={IMAGE_PROGRESS_RULE}
              onUpload={send}
              onBeforeUpload={blockUnsaved}
              onEmpty={() => notify.error(s.toast.noImages, s.toast.noImagesBody)}
              onTooMany={() => notify.error(s.toast.tooMany, s.toast.tooManyBody)}
              data-testid="service-image-uploader"
            />
          </Stack>
        </Paper>
      </Input.Wrapper>
    </>
  );
}

import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { portInputSchema, TIMEZONES } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { fieldErrorsOf } from '../../lib/notify.tsx';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { ArabicTextarea, ArabicTextInput, SideBySide } from '../admin-common/bilingual-fields.tsx';
import { readableDimmed } from '../admin-common/contrast.ts';
import { localizedProps, localizerFor } from '../admin-common/localize.ts';
import { type PortFormValues, portFormValues } from './port-form.ts';
import { usePortMutations } from './use-port-mutations.ts';

type Port = AdminRow<'itinerary'>;

type DialogProps = {
  opened: boolean;
  port: Port | null;
  session: number;
  suggestedOrder: number;
  onClose: () => void;
};

/** §2/§5 add and edit port dialog; full screen on phones. */
export function PortFormDialog({ opened, port, session, suggestedOrder, onClose }: DialogProps) {
  const t = useT().adminItinerary;
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={port ? t.editTitle : t.addTitle}
      size="xl"
      radius="lg"
      styles={{ content: readableDimmed }}
      closeButtonProps={{ 'aria-label': t.close }}
      fullScreen={isPhone}
      data-testid="port-dialog"
    >
      <PortForm key={session} port={port} suggestedOrder={suggestedOrder} onDone={onClose} />
    </Modal>
  );
}

function PortForm({
  port,
  suggestedOrder,
  onDone,
}: {
  port: Port | null;
  suggestedOrder: number;
  onDone: () => void;
}) {
  const texts = useT();
  const t = texts.adminItinerary;
  const ar = texts.admin.bilingual;
  const localize = localizerFor('adminItinerary', t.validation);
  const { create, update } = usePortMutations();
  const form = useForm<PortFormValues>({
    mode: 'uncontrolled',
    initialValues: portFormValues(port, suggestedOrder),
    validate: schemaResolver(portInputSchema, { sync: true }),
  });
  const field = (path: keyof PortFormValues) => localizedProps(form.getInputProps(path), localize);
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    const input = portInputSchema.parse(values);
    const callbacks = {
      onSuccess: onDone,
      onError: (error: unknown) => form.setErrors(fieldErrorsOf(error)),
    };
    if (port) update.mutate({ ...input, id: port.id }, callbacks);
    else create.mutate(input, callbacks);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="port-form">
      <Stack>
        <SideBySide>
          <TextInput
            label={t.fields.portName}
            placeholder={t.fields.portNamePlaceholder}
            dir="auto"
            withAsterisk
            key={form.key('portName')}
            {...field('portName')}
          />
          <ArabicTextInput label={ar.portNameAr} key={form.key('portNameAr')} {...field('portNameAr')} />
          <TextInput
            label={t.fields.country}
            placeholder={t.fields.countryPlaceholder}
            dir="auto"
            withAsterisk
            key={form.key('country')}
            {...field('country')}
          />
        </SideBySide>
        <SideBySide>
          <Textarea
            label={t.fields.description}
            placeholder={t.fields.descriptionPlaceholder}
            dir="auto"
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            key={form.key('description')}
            {...field('description')}
          />
          <ArabicTextarea
            label={ar.descriptionAr}
            key={form.key('descriptionAr')}
            {...field('descriptionAr')}
          />
        </SideBySide>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <TextInput
            type="date"
            label={t.fields.arrivalDate}
            withAsterisk
            key={form.key('arrivalDate')}
            {...field('arrivalDate')}
          />
          <TextInput
            type="time"
            label={t.fields.arrivalTime}
            withAsterisk
            key={form.key('arrivalTime')}
            {...field('arrivalTime')}
          />
          <TextInput
            type="date"
            label={t.fields.departureDate}
            withAsterisk
            key={form.key('departureDate')}
            {...field('departureDate')}
          />
          <TextInput
            type="time"
            label={t.fields.departureTime}
            withAsterisk
            key={form.key('departureTime')}
            {...field('departureTime')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t.fields.portOrder}
            withAsterisk
            min={1}
            allowDecimal={false}
            allowNegative={false}
            key={form.key('portOrder')}
            {...field('portOrder')}
          />
          <Select
            label={t.fields.timezone}
            placeholder={t.fields.timezonePlaceholder}
            withAsterisk
            allowDeselect={false}
            data={[...TIMEZONES]}
            key={form.key('timezone')}
            {...field('timezone')}
          />
        </SimpleGrid>
        <TagsInput
          label={t.fields.activities}
          placeholder={t.fields.tagsPlaceholder}
          clearable
          key={form.key('activities')}
          {...field('activities')}
        />
        <TagsInput
          label={t.fields.highlights}
          placeholder={t.fields.tagsPlaceholder}
          clearable
          key={form.key('highlights')}
          {...field('highlights')}
        />
        <TextInput
          label={t.fields.imageUrl}
          placeholder={t.fields.imageUrlPlaceholder}
          description={t.fields.imageUrlHint}
          dir="ltr"
          key={form.key('imageUrl')}
          {...field('imageUrl')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {port ? t.update : t.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import {
  Button,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { spaServiceInputSchema } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { fieldErrorsOf } from '../../lib/notify.tsx';
import { NameDescriptionFields } from '../admin-common/bilingual-fields.tsx';
import { localizedProps } from '../admin-common/localize.ts';
import { ServiceDialog } from './service-dialog.tsx';
import { isPremiumTier, type SpaFormValues, spaFormValues, tierOf } from './service-forms.ts';
import { ServiceImagesField } from './service-images-field.tsx';
import type { SpaService } from './types.ts';
import { useServiceMutations, useServicesLocalizer } from './use-service-mutations.ts';

type DialogProps = { opened: boolean; service: SpaService | null; session: number; onClose: () => void };

/** §4 add/edit spa service dialog: editing pre-fills, success closes it and the next open starts fresh. */
export function SpaFormDialog({ opened, service, session, onClose }: DialogProps) {
  const s = useT().adminServices;
  return (
    <ServiceDialog
      opened={opened}
      onClose={onClose}
      title={service ? s.spa.editTitle : s.spa.addTitle}
      testId="spa-dialog"
    >
      <SpaForm key={session} service={service} onDone={onClose} />
    </ServiceDialog>
  );
}

function SpaForm({ service, onDone }: { service: SpaService | null; onDone: () => void }) {
  const t = useT();
  const s = t.adminServices;
  const localize = useServicesLocalizer();
  const { createSpa, updateSpa } = useServiceMutations();
  const form = useForm<SpaFormValues>({
    mode: 'controlled',
    initialValues: spaFormValues(service),
    validate: schemaResolver(spaServiceInputSchema, { sync: true }),
  });
  const field = (path: keyof SpaFormValues) => localizedProps(form.getInputProps(path), localize);
  const pending = createSpa.isPending || updateSpa.isPending;

  const submit = form.onSubmit((values) => {
    const input = spaServiceInputSchema.parse(values);
    const callbacks = {
      onSuccess: onDone,
      onError: (error: unknown) => form.setErrors(fieldErrorsOf(error)),
    };
    if (service) updateSpa.mutate({ ...input, id: service.id }, callbacks);
    else createSpa.mutate(input, callbacks);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="spa-form">
      <Stack>
        <NameDescriptionFields field={field} namePlaceholder={s.fields.spaNamePlaceholder} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={s.fields.duration}
            withAsterisk
            min={1}
            allowDecimal={false}
            {...field('duration')}
          />
          <NumberInput
            label={s.fields.capacity}
            withAsterisk
            min={1}
            allowDecimal={false}
            {...field('capacity')}
          />
          <TextInput label={s.fields.startTime} type="time" withAsterisk {...field('startTime')} />
          <TextInput label={s.fields.endTime} type="time" withAsterisk {...field('endTime')} />
        </SimpleGrid>
        <TextInput
          label={s.fields.features}
          description={s.fields.featuresHint}
          placeholder={s.fields.featuresPlaceholder}
          dir="auto"
          {...field('features')}
        />
        <Input.Wrapper label={s.fields.tier} id="spa-tier">
          <SegmentedControl
            display="flex"
            mt={4}
            aria-labelledby="spa-tier-label"
            value={tierOf(form.values.premium)}
            onChange={(value) => form.setFieldValue('premium', isPremiumTier(value))}
            data={[
              { value: 'standard', label: s.tier.standard },
              { value: 'premium', label: s.tier.premium },
            ]}
            data-testid="spa-tier"
          />
        </Input.Wrapper>
        <TextInput
          label={s.fields.imageUrl}
          description={s.fields.imageUrlHint}
          dir="ltr"
          {...field('imageUrl')}
        />
        <ServiceImagesField
          kind="spa"
          item={service}
          onUploaded={(urls) => {
            if (!form.values.imageUrl && urls[0]) form.setFieldValue('imageUrl', urls[0]);
          }}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {s.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {service ? s.spa.update : s.spa.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

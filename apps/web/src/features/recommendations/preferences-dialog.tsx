import {
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  ACTIVITY_OPTIONS,
  BUDGET_RANGES,
  DINING_OPTIONS,
  type Preferences,
  preferencesInputSchema,
  TRAVEL_STYLES,
} from '@marsa/trpc/schemas';
import { LoadError } from '@marsa/ui';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.tsx';
import { fieldErrorsOf, validateWith } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useSavePreferences } from './use-save-preferences.ts';
import { type PreferencesFormValues, pickOptions, toFormValues } from './view.ts';

type PreferencesDialogProps = { opened: boolean; onClose: () => void };

/** §2 'Your Preferences': budget, travel style, dining and activity interests; closes on success. */
export function PreferencesDialog({ opened, onClose }: PreferencesDialogProps) {
  const t = useT().recommendations;
  const trpc = useTRPC();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const preferences = useQuery(trpc.guest.preferences.get.queryOptions());

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.dialog.title}
      size="lg"
      fullScreen={isPhone}
      radius="lg"
    >
      {preferences.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : preferences.isError ? (
        <LoadError title={t.loadFailed} retryLabel={t.retry} onRetry={() => preferences.refetch()} />
      ) : (
        <PreferencesForm preferences={preferences.data} onClose={onClose} />
      )}
    </Modal>
  );
}

function PreferencesForm({ preferences, onClose }: { preferences: Preferences; onClose: () => void }) {
  const t = useT().recommendations;
  const save = useSavePreferences();
  const form = useForm<PreferencesFormValues>({
    initialValues: toFormValues(preferences),
    validate: validateWith(preferencesInputSchema),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: onClose,
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="preferences-form">
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t.dialog.intro}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={t.dialog.budget}
            allowDeselect={false}
            data={BUDGET_RANGES.map((value) => ({ value, label: t.budgets[value] }))}
            {...form.getInputProps('budgetRange')}
          />
          <Select
            label={t.dialog.travelStyle}
            allowDeselect={false}
            data={TRAVEL_STYLES.map((value) => ({ value, label: t.travelStyles[value] }))}
            {...form.getInputProps('travelStyle')}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t.dialog.dining}
          {...form.getInputProps('diningPreferences')}
          onChange={(values) => form.setFieldValue('diningPreferences', pickOptions(DINING_OPTIONS, values))}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {DINING_OPTIONS.map((value) => (
              <Checkbox key={value} value={value} label={t.diningOptions[value]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Checkbox.Group
          label={t.dialog.activities}
          {...form.getInputProps('activityInterests')}
          onChange={(values) =>
            form.setFieldValue('activityInterests', pickOptions(ACTIVITY_OPTIONS, values))
          }
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {ACTIVITY_OPTIONS.map((value) => (
              <Checkbox key={value} value={value} label={t.activityOptions[value]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t.dialog.cancel}
          </Button>
          <Button
            type="submit"
            disabled={save.isPending}
            leftSection={save.isPending ? <Loader size={14} color="gray" /> : undefined}
            data-testid="save-preferences"
          >
            {save.isPending ? t.dialog.saving : t.dialog.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

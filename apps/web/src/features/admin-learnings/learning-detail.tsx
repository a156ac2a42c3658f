import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { aiLearningCorrectionInputSchema } from '@marsa/trpc/schemas';
import { IconDeviceFloppy, IconPencil, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { fieldErrorsOf, validateWith } from '../../lib/notify.tsx';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { LearningStatusBadge, TopicBadge } from './learning-badges.tsx';
import { correctionDraft } from './learnings-filter.ts';
import { formatTimestamp } from './timestamp.ts';
import { useLearningMutations } from './use-learning-mutations.ts';

type AiLearning = AdminRow<'aiLearnings'>;

/**
 * §2/§4 detail panel. Keyed by the learning's id by its parent, so choosing another learning
 * starts over with that one's correction (or original response) and view mode.
 */
export function LearningDetail({ learning }: { learning: AiLearning }) {
  const { t, lang } = useLanguage();
  const l = t.adminLearnings;
  const { correct } = useLearningMutations();
  const [isEditing, setEditing] = useState(false);
  const form = useForm({
    initialValues: { id: learning.id, adminCorrection: correctionDraft(learning) },
    validate: validateWith(aiLearningCorrectionInputSchema),
  });

  const cancel = () => {
    form.setValues({ adminCorrection: correctionDraft(learning) });
    form.clearErrors();
    setEditing(false);
  };

  const save = form.onSubmit((values) =>
    correct.mutate(aiLearningCorrectionInputSchema.parse(values), {
      onSuccess: (updated) => {
        form.setValues({ adminCorrection: correctionDraft(updated) });
        setEditing(false);
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    }),
  );

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="learning-detail">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} fz="lg">
            {l.detail.title}
          </Title>
          <LearningStatusBadge learning={learning} />
        </Group>
        <Field label={l.detail.guestQuestion}>
          <Text fw={600} dir="auto" data-testid="learning-question">
            {learning.query}
          </Text>
        </Field>
        <Field label={l.detail.topic}>
          <TopicBadge topic={learning.topic} />
        </Field>
        <Field label={l.detail.original}>
          <Paper bg="var(--mantine-color-gray-0)" p="sm" radius="md">
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }} data-testid="learning-original">
              {learning.response}
            </Text>
          </Paper>
        </Field>
        <form onSubmit={save} noValidate>
          <Textarea
            label={l.detail.corrected}
            description={isEditing ? l.detail.correctionHint : undefined}
            placeholder={l.detail.correctedPlaceholder}
            autosize
            minRows={4}
            maxRows={12}
            readOnly={!isEditing}
            dir="auto"
            variant={isEditing ? 'default' : 'filled'}
            data-testid="learning-correction"
            {...form.getInputProps('adminCorrection')}
          />
          <Group justify="flex-end" mt="sm" gap="xs">
            {isEditing ? (
              <>
                <Button
                  variant="default"
                  leftSection={<IconX size={16} />}
                  onClick={cancel}
                  disabled={correct.isPending}
                >
                  {l.detail.cancel}
                </Button>
                <Button
                  type="submit"
                  leftSection={<IconDeviceFloppy size={16} />}
                  loading={correct.isPending}
                >
                  {l.detail.save}
                </Button>
              </>
            ) : (
              <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
                {l.detail.edit}
              </Button>
            )}
          </Group>
        </form>
        <Text size="xs" c="dimmed" data-testid="learning-created">
          {l.detail.created}: {formatTimestamp(learning.createdAt, lang)}
        </Text>
      </Stack>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

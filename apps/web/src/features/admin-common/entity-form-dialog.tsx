import { Button, Group, Modal, Stack } from '@mantine/core';
import {
  type FormErrors,
  type GetInputPropsOptions,
  type GetInputPropsReturnType,
  type LooseKeys,
  type UseFormReturnType,
  useForm,
} from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useT } from '../../lib/i18n.tsx';
import { fieldErrorsOf, validateWith } from '../../lib/notify.tsx';
import { readableDimmed } from './contrast.ts';

type SaveCallbacks<TSaved> = { onSuccess: (saved: TSaved) => void; onError: (error: unknown) => void };

/** A create or update mutation as the dialog uses it (a `useMutation` result fits). */
type SaveMutation<TBody, TSaved> = {
  mutate: (body: TBody, callbacks: SaveCallbacks<TSaved>) => void;
  isPending: boolean;
};

/** The open state of an add/edit dialog, as `useEditDialog` keeps it. */
export type EditDialogProps<TItem> = {
  opened: boolean;
  /** The item being edited; null adds a new one. */
  item: TItem | null;
  /** Changes on every open, so each open starts from fresh values. */
  session: number;
  onClose: () => void;
};

/** What an entity's fields are drawn with. */
export type EntityFormKit<TValues extends FormValues> = {
  form: UseFormReturnType<TValues>;
  /**
   * A field's input props: its value, change handler and its error in the current language. An
   * input whose value the code changes while the form is open also takes `key={form.key(path)}`.
   */
  field: (path: LooseKeys<TValues>, options?: GetInputPropsOptions) => GetInputPropsReturnType;
};

type EntityFormDialogProps<
  TItem extends { id: number },
  TValues extends FormValues,
  TBody,
  TSaved,
> = EditDialogProps<TItem> & {
  /** Names the test ids: 'deck' gives `deck-dialog` and `deck-form`. */
  name: string;
  texts: {
    addTitle: string;
    editTitle: string;
    create: string;
    update: string;
    /** The admin's usual Cancel and Close unless given. */
    cancel?: string;
    close?: string;
  };
  /** A dialog with many fields: wider, and the whole screen on a phone. */
  isWide?: boolean;
  /** The entity's shared zod schema (`@marsa/trpc/schemas`): it checks the form and shapes the body. */
  schema: z.ZodType<TBody>;
  initialValues: (item: TItem | null) => TValues;
  /** The §7 body for the form's values, where the form edits them in another shape (prices, dates). */
  toBody?: (values: TValues) => unknown;
  /** Puts schema and server errors on the fields that show them, where the names differ. */
  toFieldErrors?: (errors: FormErrors) => FormErrors;
  /** 'controlled' where the fields read the values while they are typed. */
  mode?: 'controlled' | 'uncontrolled';
  /** How a new item is created and an edited one updated (the entity's mutations fit). */
  saves: { create: SaveMutation<TBody, TSaved>; update: SaveMutation<TBody & { id: number }, TSaved> };
  /** Runs after a save, before the dialog closes. */
  onSaved?: (saved: TSaved) => void;
  /** The entity's fields, in its layout. */
  children: (kit: EntityFormKit<TValues>) => ReactNode;
};

/** The values a form edits, by field name. */
type FormValues = Record<string, unknown>;

const same = <T,>(value: T) => value;

/**
 * The add/edit dialog every admin entity uses (§4): editing pre-fills the form, the shared schema
 * checks it as the server will, a save closes the dialog and a refused save shows the server's
 * field errors on the fields. The entity passes in its fields.
 */
export function EntityFormDialog<TItem extends { id: number }, TValues extends FormValues, TBody, TSaved>(
  props: EntityFormDialogProps<TItem, TValues, TBody, TSaved>,
) {
  const { opened, item, session, onClose, name, texts, isWide = false } = props;
  const crud = useT().admin.crud;
  const close = texts.close ?? crud.close;
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item ? texts.editTitle : texts.addTitle}
      size={isWide ? 'xl' : 'lg'}
      radius="lg"
      fullScreen={isWide && isPhone}
      styles={{
        content: readableDimmed,
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
      }}
      closeButtonProps={{ 'aria-label': close }}
      data-testid={`${name}-dialog`}
    >
      <EntityForm key={session} {...props} />
    </Modal>
  );
}

function EntityForm<TItem extends { id: number }, TValues extends FormValues, TBody, TSaved>({
  item,
  onClose,
  name,
  texts,
  schema,
  initialValues,
  toBody = same,
  toFieldErrors = same,
  mode = 'uncontrolled',
  saves: { create, update },
  onSaved,
  children,
}: EntityFormDialogProps<TItem, TValues, TBody, TSaved>) {
  const crud = useT().admin.crud;
  const validateBody = validateWith(schema);
  const form = useForm<TValues>({
    mode,
    initialValues: initialValues(item),
    validate: (values) => toFieldErrors(validateBody(toBody(values))),
  });
  const field: EntityFormKit<TValues>['field'] = (path, options) => form.getInputProps(path, options);
  const isPending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    const body = schema.parse(toBody(values));
    const callbacks: SaveCallbacks<TSaved> = {
      onSuccess: (saved) => {
        onSaved?.(saved);
        onClose();
      },
      onError: (error) => form.setErrors(toFieldErrors(fieldErrorsOf(error))),
    };
    if (item) update.mutate({ ...body, id: item.id }, callbacks);
    else create.mutate(body, callbacks);
  });

  return (
    <form onSubmit={submit} noValidate data-testid={`${name}-form`}>
      <Stack>
        {children({ form, field })}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {texts.cancel ?? crud.cancel}
          </Button>
          <Button type="submit" loading={isPending}>
            {item ? texts.update : texts.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

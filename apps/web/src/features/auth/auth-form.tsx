import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { LoginInput } from '@marsa/trpc/schemas';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import type { lazyValidation } from '../../lib/lazy-validation.ts';
import { fieldErrorsOf } from '../../lib/notify.tsx';

type AuthMutation<T> = {
  mutate: (values: T, options: { onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

type AuthFormProps<T extends LoginInput> = {
  /** Names the test id: 'login' gives `login-form`. */
  name: string;
  initialValues: T;
  /** The shared schema's check, loaded after the first paint (`lazyValidation`). */
  validation: ReturnType<typeof lazyValidation<T>>;
  mutation: AuthMutation<T>;
  passwordAutoComplete: 'current-password' | 'new-password';
  submit: { label: string; pending: string };
  /** Fields after the username and password (registration's name, room and deck). */
  children?: (form: UseFormReturnType<T>) => ReactNode;
};

/**
 * The sign-in and registration forms (§5): username and password, any further fields, checked by
 * the shared schema before sending, with the server's field errors shown on the fields.
 */
export function AuthForm<T extends LoginInput>(props: AuthFormProps<T>) {
  const { name, initialValues, validation, mutation, passwordAutoComplete, submit, children } = props;
  const t = useT();
  const form = useForm<T>({ mode: 'uncontrolled', initialValues, validate: validation.validate });
  const send = form.onSubmit((values) =>
    mutation.mutate(values, { onError: (error) => form.setErrors(fieldErrorsOf(error)) }),
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        validation.whenReady(() => send());
      }}
      noValidate
      data-testid={`${name}-form`}
    >
      <Stack>
        <TextInput
          label={t.auth.username}
          autoComplete="username"
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={t.auth.password}
          autoComplete={passwordAutoComplete}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        {children?.(form)}
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {mutation.isPending ? submit.pending : submit.label}
        </Button>
      </Stack>
    </form>
  );
}

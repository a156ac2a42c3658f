import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LoginInput } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { lazyValidation } from '../../lib/lazy-validation.ts';
import { fieldErrorsOf } from '../../lib/notify.tsx';
import { useLogin } from './use-auth-mutations.ts';

const validation = lazyValidation<LoginInput>(() =>
  import('./auth-validation.ts').then((m) => m.validateLogin),
);

export function LoginForm() {
  const t = useT();
  const login = useLogin();
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: validation.validate,
  });
  const submit = form.onSubmit((values) =>
    login.mutate(values, { onError: (error) => form.setErrors(fieldErrorsOf(error)) }),
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        validation.whenReady(() => submit());
      }}
      noValidate
      data-testid="login-form"
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
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={login.isPending} fullWidth>
          {login.isPending ? t.auth.loginPending : t.auth.loginButton}
        </Button>
      </Stack>
    </form>
  );
}

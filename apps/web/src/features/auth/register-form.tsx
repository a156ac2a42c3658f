import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RegisterInput } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { lazyValidation } from '../../lib/lazy-validation.ts';
import { fieldErrorsOf } from '../../lib/notify.tsx';
import { useRegister } from './use-auth-mutations.ts';

const validation = lazyValidation<RegisterInput>(() =>
  import('./auth-validation.ts').then((m) => m.validateRegister),
);

export function RegisterForm() {
  const t = useT();
  const register = useRegister();
  const form = useForm<RegisterInput>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '', fullName: '', roomNumber: '', deck: '' },
    validate: validation.validate,
  });
  const submit = form.onSubmit((values) =>
    register.mutate(values, {
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    }),
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        validation.whenReady(() => submit());
      }}
      noValidate
      data-testid="register-form"
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
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <TextInput
          label={t.auth.fullName}
          autoComplete="name"
          key={form.key('fullName')}
          {...form.getInputProps('fullName')}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t.auth.roomNumber}
            key={form.key('roomNumber')}
            {...form.getInputProps('roomNumber')}
          />
          <TextInput label={t.auth.deck} key={form.key('deck')} {...form.getInputProps('deck')} />
        </Group>
        <Button type="submit" loading={register.isPending} fullWidth>
          {register.isPending ? t.auth.registerPending : t.auth.registerButton}
        </Button>
      </Stack>
    </form>
  );
}

import { Group, TextInput } from '@mantine/core';
import type { RegisterInput } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { lazyValidation } from '../../lib/lazy-validation.ts';
import { AuthForm } from './auth-form.tsx';
import { useRegister } from './use-auth-mutations.ts';

const validation = lazyValidation<RegisterInput>(() =>
  import('./auth-validation.ts').then((m) => m.validateRegister),
);

export function RegisterForm() {
  const t = useT().auth;
  return (
    <AuthForm
      name="register"
      initialValues={{ username: '', password: '', fullName: '', roomNumber: '', deck: '' }}
      validation={validation}
      mutation={useRegister()}
      passwordAutoComplete="new-password"
      submit={{ label: t.registerButton, pending: t.registerPending }}
    >
      {(form) => (
        <>
          <TextInput
            label={t.fullName}
            autoComplete="name"
            key={form.key('fullName')}
            {...form.getInputProps('fullName')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t.roomNumber}
              key={form.key('roomNumber')}
              {...form.getInputProps('roomNumber')}
            />
            <TextInput label={t.deck} key={form.key('deck')} {...form.getInputProps('deck')} />
          </Group>
        </>
      )}
    </AuthForm>
  );
}

import type { LoginInput } from '@marsa/trpc/schemas';
import { useT } from '../../lib/i18n.tsx';
import { lazyValidation } from '../../lib/lazy-validation.ts';
import { AuthForm } from './auth-form.tsx';
import { useLogin } from './use-auth-mutations.ts';

const validation = lazyValidation<LoginInput>(() =>
  import('./auth-validation.ts').then((m) => m.validateLogin),
);

export function LoginForm() {
  const t = useT().auth;
  return (
    <AuthForm
      name="login"
      initialValues={{ username: '', password: '' }}
      validation={validation}
      mutation={useLogin()}
      passwordAutoComplete="current-password"
      submit={{ label: t.loginButton, pending: t.loginPending }}
    />
  );
}

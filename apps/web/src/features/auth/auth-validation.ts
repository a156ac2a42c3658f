import { loginInputSchema, registerInputSchema } from '@marsa/trpc/schemas';
import { validateWith } from '../../lib/notify.tsx';

/** The shared zod schemas as form validators; loaded beside the sign-in page, not before it. */
export const validateLogin = validateWith(loginInputSchema);
export const validateRegister = validateWith(registerInputSchema);

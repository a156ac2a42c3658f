import { schemaResolver } from '@mantine/form';
import { loginInputSchema, registerInputSchema } from '@marsa/trpc/schemas';

/** The shared zod schemas as form validators; loaded beside the sign-in page, not before it. */
export const validateLogin = schemaResolver(loginInputSchema, { sync: true });
export const validateRegister = schemaResolver(registerInputSchema, { sync: true });

import { DECK_MIN, FULL_NAME_MIN, PASSWORD_MIN, ROOM_MIN, USERNAME_MIN } from '@marsa/db/constants';
import { z } from 'zod';
import { say } from '../../shared/say.ts';

/** §5: at least 6 characters (registration also refuses common breached passwords, on the server). */
export const passwordSchema = z
  .string(say('auth.password_short'))
  .min(PASSWORD_MIN, say('auth.password_short'))
  .max(256);

/** §5 login rules, shared by the auth form and the server. */
export const loginInputSchema = z.object({
  username: z.string().trim().min(USERNAME_MIN, say('auth.username_short')).max(64),
  password: passwordSchema,
});

/** §5 registration rules. */
export const registerInputSchema = loginInputSchema.extend({
  fullName: z.string().trim().min(FULL_NAME_MIN, say('auth.full_name_short')).max(120),
  roomNumber: z.string().trim().min(ROOM_MIN, say('auth.room_required')).max(20),
  deck: z.string().trim().min(DECK_MIN, say('auth.deck_required')).max(40),
});

/** A signed-in user's password change: the current password, then the new one (same rules as registration). */
export const changePasswordInputSchema = z.object({
  currentPassword: z
    .string(say('auth.current_password_required'))
    .min(1, say('auth.current_password_required'))
    .max(256),
  newPassword: passwordSchema,
});

export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
export type LoginInput = z.infer<typeof loginInputSchema>;
export type RegisterInput = z.infer<typeof registerInputSchema>;

import { DECK_MIN, FULL_NAME_MIN, PASSWORD_MIN, ROOM_MIN, USERNAME_MIN } from '@marsa/db/constants';
import { z } from 'zod';

const PASSWORD_MESSAGE = 'Password must be at least 6 characters';
/** §5: at least 6 characters (registration also refuses common breached passwords, on the server). */
export const passwordSchema = z.string(PASSWORD_MESSAGE).min(PASSWORD_MIN, PASSWORD_MESSAGE).max(256);

/** §5 login rules, shared by the auth form and the server. */
export const loginInputSchema = z.object({
  username: z.string().trim().min(USERNAME_MIN, 'Username must be at least 3 characters').max(64),
  password: passwordSchema,
});

/** §5 registration rules. */
export const registerInputSchema = loginInputSchema.extend({
  fullName: z.string().trim().min(FULL_NAME_MIN, 'Full name must be at least 2 characters').max(120),
  roomNumber: z.string().trim().min(ROOM_MIN, 'Room number is required').max(20),
  deck: z.string().trim().min(DECK_MIN, 'Deck number/name is required').max(40),
});

/** A signed-in user's password change: the current password, then the new one (same rules as registration). */
export const changePasswordInputSchema = z.object({
  currentPassword: z.string('Current password is required').min(1, 'Current password is required').max(256),
  newPassword: passwordSchema,
});

export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
export type LoginInput = z.infer<typeof loginInputSchema>;
export type RegisterInput = z.infer<typeof registerInputSchema>;

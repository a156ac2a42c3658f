import { DECK_MIN, FULL_NAME_MIN, PASSWORD_MIN, ROOM_MIN, USERNAME_MIN } from '@marsa/db/constants';
import { z } from 'zod';

/** §5 login rules, shared by the auth form and the server. */
export const loginInputSchema = z.object({
  username: z.string().trim().min(USERNAME_MIN, 'Username must be at least 3 characters').max(64),
  password: z.string().min(PASSWORD_MIN, 'Password must be at least 6 characters').max(256),
});

/** §5 registration rules. */
export const registerInputSchema = loginInputSchema.extend({
  fullName: z.string().trim().min(FULL_NAME_MIN, 'Full name must be at least 2 characters').max(120),
  roomNumber: z.string().trim().min(ROOM_MIN, 'Room number is required').max(20),
  deck: z.string().trim().min(DECK_MIN, 'Deck number/name is required').max(40),
});

export type LoginInput = z.infer<typeof loginInputSchema>;
export type RegisterInput = z.infer<typeof registerInputSchema>;

import type { UserRow } from '@marsa/db';

/** The user as every client sees it: never a password or hash. */
export type PublicUser = {
  id: number;
  username: string;
  fullName: string;
  roomNumber: string;
  deck: string;
  isAdmin: boolean;
};

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    roomNumber: user.roomNumber,
    deck: user.deck,
    isAdmin: user.isAdmin,
  };
}

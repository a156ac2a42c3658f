import { type Db, inArray, type Tx, type UserRow, users } from '@marsa/db';

/** What other families show of a guest: who they are and where to find them. */
export type GuestCard = Pick<UserRow, 'id' | 'username' | 'fullName' | 'roomNumber' | 'deck'>;

const cardColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  roomNumber: users.roomNumber,
  deck: users.deck,
};

/** The guests of these ids (unknown ids are left out), by id; one query. */
export async function guestCardsById(db: Db | Tx, ids: readonly number[]): Promise<Map<number, GuestCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(cardColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** One guest's card, or undefined when the id is unknown. */
export async function findGuestCard(db: Db | Tx, id: number): Promise<GuestCard | undefined> {
  return (await guestCardsById(db, [id])).get(id);
}

/**
 * Joins rows that carry a `userId` with their guest, in the rows' order; a row whose guest is gone is
 * left out (what an inner join on users did).
 */
export async function withGuests<Row extends { userId: number }, Guest>(
  db: Db | Tx,
  rows: Row[],
  pick: (card: GuestCard) => Guest,
): Promise<{ row: Row; guest: Guest }[]> {
  const cards = await guestCardsById(
    db,
    rows.map((row) => row.userId),
  );
  return rows.flatMap((row) => {
    const card = cards.get(row.userId);
    return card ? [{ row, guest: pick(card) }] : [];
  });
}

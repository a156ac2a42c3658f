import { type Db, eq, shoreExcursions, users } from '@marsa/db';
import { AppError } from '../../errors.ts';

/** Test-only helpers: a guest row and an excursion row with sensible defaults. */
let counter = 0;

export async function insertGuest(db: Db, username = `guest${++counter}`): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      username,
      usernameKey: username.toLowerCase(),
      passwordHash: 'not-a-real-hash',
      fullName: `Guest ${username}`,
      roomNumber: '7012',
      deck: '7',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row.id;
}

export async function insertExcursion(
  db: Db,
  overrides: Partial<typeof shoreExcursions.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(shoreExcursions)
    .values({
      title: `Excursion ${++counter}`,
      description: 'A morning ashore.',
      category: 'cultural',
      difficultyLevel: 'easy',
      duration: '4 hours',
      priceCents: 4_500,
      departureTime: '09:00',
      returnTime: '13:00',
      highlights: ['Old town', 'Spice market', 'Coffee ceremony'],
      images: ['/images/excursions/a.svg'],
      capacity: 10,
      ...overrides,
    })
    .returning({ id: shoreExcursions.id });
  if (!row) throw new Error('excursion insert returned no row');
  return row.id;
}

export async function countBooked(db: Db, excursionId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ bookedCount: shoreExcursions.bookedCount })
    .from(shoreExcursions)
    .where(eq(shoreExcursions.id, excursionId));
  return row?.bookedCount;
}

/** The AppError a promise rejects with; fails the test when it resolves or throws something else. */
export async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

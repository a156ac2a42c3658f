import type { activities } from '@marsa/db';

/** Test-only: an activity row with the name the test cares about and plain defaults for the rest. */
export const activityRow = (
  name: string,
  fields: Partial<typeof activities.$inferInsert> = {},
): typeof activities.$inferInsert => ({
  name,
  category: 'entertainment',
  location: 'Deck 12',
  description: `${name}.`,
  schedule: 'Daily',
  ...fields,
});

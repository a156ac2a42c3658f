import type { Page } from '@playwright/test';
import { ask, openChat, storedReplies } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';

const myBookings = async (page: Page) => {
  const res = await page.request.get('/api/bookings');
  return (await res.json()) as { serviceName: string; time: string; partySize: number }[];
};

test.describe('the confirmation card (issue 9)', () => {
  test('shows exactly what will happen; Change edits it, and Confirm books once', async ({
    guestPage: page,
  }) => {
    await openChat(page);
    const first = await ask(page, 'Book a table at Layalina tomorrow at 8pm for my wife and me');
    const card = first.getByTestId('action-proposal');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('proposal-what')).toHaveText('Layalina');
    await expect(card.getByTestId('proposal-time')).toHaveText('8:00 PM');
    await expect(card.getByTestId('proposal-party')).toHaveText('2');
    expect(await myBookings(page)).toHaveLength(0);

    // Change: the concierge asks what to change; the guest answers in words and gets a new card.
    let before = await storedReplies(page).count();
    await card.getByTestId('proposal-change').click();
    await expect(storedReplies(page)).toHaveCount(before + 1, { timeout: 15_000 });
    await expect(storedReplies(page).last()).toContainText('What would you like to change');
    await expect(card.getByTestId('proposal-confirm')).toHaveCount(0);
    const changed = await ask(page, 'for 3 instead');
    const newCard = changed.getByTestId('action-proposal');
    await expect(newCard.getByTestId('proposal-party')).toHaveText('3');

    // Confirm, clicked twice: the button goes away after the first click, and one booking is made.
    before = await storedReplies(page).count();
    const confirm = newCard.getByTestId('proposal-confirm');
    await confirm.click();
    await expect(confirm).toHaveCount(0);
    await expect(storedReplies(page)).toHaveCount(before + 1, { timeout: 15_000 });
    await expect(storedReplies(page).last()).toContainText('Your table is booked: Layalina');
    const bookings = await myBookings(page);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ serviceName: 'Layalina', time: '20:00', partySize: 3 });

    // Replaying the confirmation in words books nothing more.
    await ask(page, 'Yes, confirm');
    expect(await myBookings(page)).toHaveLength(1);
  });
});

test.describe('the concierge asks before booking the same thing twice (issue 15)', () => {
  test('the same slot again: the card says "You already have … — book another?" in English and Arabic', async ({
    guestPage: page,
  }) => {
    await openChat(page);
    const first = await ask(page, 'Book a table at Bamboo Kitchen tomorrow at 7pm for 2');
    await expect(first.getByTestId('proposal-duplicate')).toHaveCount(0);
    await first.getByTestId('proposal-confirm').click();
    await expect(storedReplies(page).last()).toContainText('Your table is booked: Bamboo Kitchen', {
      timeout: 15_000,
    });

    const again = await ask(page, 'Book a table at Bamboo Kitchen tomorrow at 7pm for 2');
    const warning = again.getByTestId('proposal-duplicate');
    await expect(warning).toHaveText(/^You already have Bamboo Kitchen on .+ at 7:00\sPM — book another\?$/);
    await expect(again.getByTestId('proposal-confirm')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('language-toggle').getByText('العربية').click();
    // In the page's language, with the restaurant's Arabic name, in a text of its own direction.
    await expect(warning.locator('[dir="auto"]')).toContainText(`لديك مطبخ بامبو`);
    await expect(warning).toContainText('بالفعل — هل تريد حجزًا آخر؟');

    // Yes books a second one: the guard asks, the §7 rules decide.
    await page.getByTestId('language-toggle').getByText('EN', { exact: true }).click();
    await again.getByTestId('proposal-confirm').click();
    await expect.poll(async () => (await myBookings(page)).length, { timeout: 15_000 }).toBe(2);
  });
});

test.describe('the confirmation card in Arabic (issue 9)', () => {
  test('an Arabic guest sees the excursion by its Arabic name on the card and in the confirmation', async ({
    guestPage: page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('marsa.lang', 'ar'));
    await openChat(page);
    const card = (await ask(page, 'أبي أحجز جولة البتراء الكبرى لشخصين')).getByTestId('action-proposal');
    await expect(card.getByTestId('proposal-what')).toHaveText('جولة البتراء الكبرى');
    await expect(card).not.toContainText('Petra');
    const before = await storedReplies(page).count();
    await card.getByTestId('proposal-confirm').click();
    await expect(storedReplies(page)).toHaveCount(before + 1, { timeout: 15_000 });
    const done = storedReplies(page).last();
    await expect(done).toContainText('تم حجز رحلتك البرية: جولة البتراء الكبرى');
    await expect(done).not.toContainText('Petra');
  });
});

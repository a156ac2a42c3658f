import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const storedReplies = (page: Page) => page.locator('[data-testid="message-assistant"][data-message-id]');

async function ask(page: Page, text: string) {
  const before = await storedReplies(page).count();
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('send-button').click();
  await expect(storedReplies(page)).toHaveCount(before + 1, { timeout: 15_000 });
  return storedReplies(page).last();
}

test.describe('concierge sources (issue 9)', () => {
  test('shows the sources of an answer as chips that open what they name', async ({ guestPage: page }) => {
    await page.goto('/');
    await expect(page.getByTestId('welcome-message')).toBeVisible();
    const reply = await ask(page, 'is ther a docter onbord?');
    await expect(reply).toContainText('Medical Centre');
    const faq = reply.getByTestId('source-chip').and(page.locator('[data-kind="knowledge"]'));
    await expect(faq).toHaveText('FAQ: Is there a doctor on board?');
    const venue = reply.getByTestId('source-chip').and(page.locator('[data-kind="venue"]'));
    await expect(venue).toHaveText('Deck map: Medical Centre');
    await expect(venue).toHaveAttribute('href', /\/deck-maps\?deck=\d+/);

    await faq.click();
    await expect(page).toHaveURL(/\/faq#topic-\d+$/);
    await expect(page.getByText('Is there a doctor on board?')).toBeVisible();
  });
});

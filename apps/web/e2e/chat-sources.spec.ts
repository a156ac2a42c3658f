import { ask, openChat } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('concierge sources (issue 9)', () => {
  test('shows the sources of an answer as chips that open what they name', async ({ guestPage: page }) => {
    await openChat(page);
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

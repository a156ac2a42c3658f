import { switchLanguage } from './support/admin-content.ts';
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
    // The chip lands on the topic it names: that item, scrolled to, marked and open on its answer.
    const topic = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
    await expect(topic).toContainText('Is there a doctor on board?');
    await expect(topic).toHaveAttribute('data-targeted', 'true');
    await expect(topic).toBeInViewport();
    await expect(topic.getByText(/Medical Centre on Deck 1/)).toBeVisible();
  });

  test('a restaurant chip opens that restaurant and a venue chip its deck and card', async ({
    guestPage: page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('welcome-message')).toBeVisible();
    const reply = await ask(page, 'what time does Amwaj Terrace close?');
    const restaurant = reply.getByTestId('source-chip').and(page.locator('[data-kind="restaurant"]'));
    await expect(restaurant).toHaveText(/Amwaj Terrace/);
    await restaurant.click();
    await expect(page).toHaveURL(/\/dining#restaurant-\d+$/);
    const card = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
    await expect(card).toHaveAttribute('data-testid', 'restaurant-card');
    await expect(card).toContainText('Amwaj Terrace');
    await expect(card).toHaveAttribute('data-targeted', 'true');
    await expect(card).toBeInViewport();

    await page.goBack();
    const again = await ask(page, 'where is guest services?');
    const venue = again.getByTestId('source-chip').and(page.locator('[data-kind="venue"]')).first();
    await expect(venue).toHaveText(/Guest Services/);
    await venue.click();
    await expect(page).toHaveURL(/\/deck-maps\?deck=3#venue-\d+$/);
    const venueCard = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
    await expect(venueCard).toContainText('Guest Services');
    await expect(venueCard).toHaveAttribute('data-targeted', 'true');
    await expect(venueCard).toBeInViewport();
  });

  test('an Arabic guest sees the chips under their Arabic titles, and English ones after switching', async ({
    guestPage: page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('marsa.lang', 'ar'));
    await openChat(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // `ask` gives the last reply: pin this one by its id, since another question follows.
    const id = await (await ask(page, 'وين المركز الطبي؟')).getAttribute('data-message-id');
    const reply = page.locator(`[data-testid="message-assistant"][data-message-id="${id}"]`);
    const venue = reply.getByTestId('source-chip').and(page.locator('[data-kind="venue"]')).first();
    await expect(venue).toContainText('المركز الطبي');
    await expect(venue).not.toContainText('Medical');
    const restaurant = (await ask(page, 'متى يسكر تراس أمواج؟'))
      .getByTestId('source-chip')
      .and(page.locator('[data-kind="restaurant"]'))
      .first();
    await expect(restaurant).toContainText('تراس أمواج');
    await expect(restaurant).not.toContainText('Amwaj');
    // The title follows the reader's language, not the language the answer was written in.
    await switchLanguage(page, 'en');
    await expect(venue).toContainText('Medical Centre');
    await expect(restaurant).toContainText('Amwaj Terrace');
  });
});

import AxeBuilder from '@axe-core/playwright';
import { seriousFindings } from './support/axe.ts';
import { ask, openChat } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('concierge chat screenshots', () => {
  for (const [name, size] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`looks right on a ${name}, in English and Arabic`, async ({ guestPage: page }) => {
      await page.setViewportSize(size);
      await openChat(page);
      await page.screenshot({ path: `test-results/chat-${name}-1-welcome.png` });
      await ask(page, 'Tell me about restaurants');
      await page.screenshot({ path: `test-results/chat-${name}-2-restaurants.png` });
      const petra = await ask(page, 'Tell me about the Petra Grand Tour');
      await expect(petra.getByTestId('carousel-counter')).toHaveText('1 / 3');
      await petra.getByTestId('image-carousel').scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `test-results/chat-${name}-3-carousel.png` });
      await page.getByTestId('language-toggle').getByText('العربية').click();
      await ask(page, 'حدثني عن خدمات السبا');
      await page.screenshot({ path: `test-results/chat-${name}-4-spa-ar.png` });
      await ask(page, 'احجز مساج البحر الاحمر غدا الساعة 10:00');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `test-results/chat-${name}-5-confirmation-ar.png` });
    });
  }
});

test('the chat panel has no serious or critical accessibility findings, in English and Arabic', async ({
  guestPage: page,
}) => {
  await openChat(page);
  await ask(page, 'Tell me about restaurants');
  await ask(page, 'Tell me about the Petra Grand Tour');
  for (const language of ['EN', 'العربية']) {
    await page.getByTestId('language-toggle').getByText(language, { exact: true }).click();
    const serious = await seriousFindings(new AxeBuilder({ page }).include('[data-testid="chat-panel"]'));
    expect(serious, language).toEqual([]);
  }
});

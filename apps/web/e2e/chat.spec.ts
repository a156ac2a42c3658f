import type { Page } from '@playwright/test';
import { ask, openChat } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';

const input = (page: Page) => page.getByTestId('chat-input');
const sendButton = (page: Page) => page.getByTestId('send-button');
const userMessages = (page: Page) => page.getByTestId('message-user');
const replies = (page: Page) => page.getByTestId('message-assistant');

test.describe('concierge chat', () => {
  // Known flake (1 run in about 8 on a loaded 2-core box): the paced 'Hello' reply sometimes showed no
  // streaming state at all. A stored copy arriving mid-stream no longer replaces the streaming bubble
  // (mergeConversation), which may have been it, but no run here has reproduced it: retry once.
  test.describe.configure({ retries: 1 });

  test('welcomes a new guest, streams a reply in and keeps the whole conversation after a reload', async ({
    guestPage: page,
  }) => {
    await openChat(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Marsa Digital Concierge' })).toBeVisible();
    await expect(page.getByText('Your Personal Cruise Assistant')).toBeVisible();
    await expect(page.getByTestId('welcome-message')).toContainText('Welcome aboard');
    await expect(input(page)).toHaveAttribute('placeholder', 'Type your message here...');
    await expect(page.getByTestId('agent-status')).toHaveCount(0);

    // §5: nothing to send while the text is blank.
    await expect(sendButton(page)).toBeDisabled();
    await input(page).fill('   ');
    await expect(sendButton(page)).toBeDisabled();

    // Pace the real reply stream (a few bytes at a time) and record what its bubble shows meanwhile.
    await page.evaluate(() => {
      const original = window.fetch.bind(window);
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const response = await original(...args);
        const url =
          typeof args[0] === 'string' ? args[0] : args[0] instanceof URL ? args[0].href : args[0].url;
        const isPaced = (window as unknown as { isPaced?: boolean }).isPaced;
        if (!isPaced || !url.endsWith('/api/chat') || !response.body) return response;
        const reader = response.body.getReader();
        const paced = new ReadableStream<Uint8Array>({
          async pull(controller) {
            const { done, value } = await reader.read();
            if (done) return controller.close();
            for (let index = 0; index < value.length; index += 24) {
              controller.enqueue(value.slice(index, index + 24));
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
          },
        });
        return new Response(paced, { status: response.status, headers: response.headers });
      };
      (window as unknown as { isPaced?: boolean }).isPaced = true;
      const seen: string[] = [];
      (window as unknown as { streamedTexts: string[] }).streamedTexts = seen;
      new MutationObserver(() => {
        const bubble = document.querySelector('[data-testid="message-assistant"][data-streaming]');
        const text = bubble?.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    await input(page).fill('Hello');
    await expect(sendButton(page)).toBeEnabled();
    await input(page).press('Enter');
    await expect(input(page)).toHaveValue('');
    await expect(userMessages(page).last()).toContainText('Hello');
    await expect(page.getByTestId('typing-indicator')).toBeVisible();
    await expect(sendButton(page)).toBeDisabled();
    // The streaming bubble is transient; the observer above records every text it showed.
    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as { streamedTexts: string[] }).streamedTexts.length),
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);
    await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
    await expect(page.locator('[data-testid="message-assistant"][data-message-id]')).toHaveCount(2, {
      timeout: 15_000,
    });
    const streamed = await page.evaluate(
      () => (window as unknown as { streamedTexts: string[] }).streamedTexts,
    );
    expect(streamed.length, `partial texts seen: ${JSON.stringify(streamed)}`).toBeGreaterThan(2);
    const finalText = (await replies(page).last().textContent()) ?? '';
    expect(finalText.length).toBeGreaterThan(streamed[0]?.length ?? 0);
    await page.evaluate(() => {
      (window as unknown as { isPaced?: boolean }).isPaced = false;
    });

    const irth = await ask(page, 'Tell me about Irth');
    await expect(irth.locator('strong', { hasText: 'Irth' }).first()).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('welcome-message')).toBeVisible();
    await expect(userMessages(page)).toContainText(['Hello', 'Tell me about Irth']);
    await expect(replies(page)).toHaveCount(3);
    await expect(page.getByTestId('welcome-message')).toHaveCount(1);
  });

  test('quick asks fill the input, and Room Service sends at once', async ({ guestPage: page }) => {
    await openChat(page);
    const cases: [string, string][] = [
      ['quick-ask-specials', 'Daily Specials & Promotions'],
      ['quick-ask-restaurants', 'Tell me about restaurants'],
      ['quick-ask-spa', 'Tell me about spa services'],
      ['quick-ask-activities', 'Tell me about activities'],
      ['quick-ask-excursions', 'Tell me about shore excursions'],
    ];
    await expect(page.getByTestId('quick-ask-specials')).toHaveText('Daily Specials & Promotions');
    await expect(page.getByTestId('quick-ask-roomService')).toHaveText('Room Service');
    for (const [testId, text] of cases) {
      await page.getByTestId(testId).click();
      await expect(input(page)).toHaveValue(text);
      await expect(input(page)).toBeFocused();
    }
    await expect(userMessages(page)).toHaveCount(0);

    await input(page).fill('');
    await page.getByTestId('quick-ask-roomService').click();
    await expect(userMessages(page)).toHaveCount(1);
    await expect(userMessages(page)).toContainText('I would like to order room service');
    await expect(page.locator('[data-testid="message-assistant"][data-message-id]').last()).toContainText(
      '30-45 minutes',
      { timeout: 15_000 },
    );
    await expect(input(page)).toHaveValue('');
  });

  test('switches the chat to Arabic: the page turns right to left and the concierge answers in Arabic', async ({
    guestPage: page,
  }) => {
    await openChat(page);
    await page.getByTestId('language-toggle').getByText('العربية').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الكونسيرج الرقمي من \u2068Marsa\u2069');
    await expect(input(page)).toHaveAttribute('placeholder', 'اكتب رسالتك هنا...');

    await page.getByTestId('quick-ask-restaurants').click();
    await expect(input(page)).toHaveValue('حدثني عن المطاعم');
    await sendButton(page).click();
    const reply = page.locator('[data-testid="message-assistant"][data-message-id]').nth(1);
    await expect(reply).toBeVisible({ timeout: 15_000 });
    await expect(reply).toContainText(/[\u0600-\u06FF]{3,}/);
    await expect(reply.getByTestId('restaurant-card').first()).toBeVisible();
    await expect(reply.getByRole('button', { name: 'احجز طاولة' }).first()).toBeVisible();

    await page.getByTestId('language-toggle').getByText('EN').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('shows a rich reply as a carousel with arrows, counter and thumbnails; broken images drop out', async ({
    guestPage: page,
  }) => {
    await openChat(page);
    const reply = await ask(page, 'Tell me about the Petra Grand Tour');
    const carousel = reply.getByTestId('image-carousel');
    await expect(carousel).toBeVisible();
    await expect(carousel.getByTestId('carousel-counter')).toHaveText('1 / 3');
    await expect(carousel.getByTestId('carousel-caption')).toHaveText('Petra Grand Tour');
    await expect(carousel.getByTestId('carousel-thumbnails').getByRole('button')).toHaveCount(3);
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect(carousel.getByTestId('carousel-counter')).toHaveText('2 / 3');
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect(carousel.getByTestId('carousel-counter')).toHaveText('3 / 3');
    await carousel.getByRole('button', { name: 'Image 1 of 3' }).click();
    await expect(carousel.getByTestId('carousel-counter')).toHaveText('1 / 3');

    await page.route('**/petra-monastery.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    const again = page.getByTestId('image-carousel').last();
    await expect(again.getByTestId('carousel-counter')).toHaveText('1 / 2');
    await expect(again.getByTestId('carousel-thumbnails').getByRole('button')).toHaveCount(2);
  });

  test('keeps the thumbs a guest gives an answer after a reload', async ({ guestPage: page }) => {
    await openChat(page);
    await expect(replies(page).first().getByTestId('feedback')).toHaveCount(0);
    const reply = await ask(page, 'What time does Irth open?');
    const up = reply.getByTestId('feedback-up');
    const down = reply.getByTestId('feedback-down');
    await expect(up).toHaveAttribute('aria-pressed', 'false');
    await up.click();
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    await expect(down).toHaveAttribute('aria-pressed', 'false');
    await down.click();
    await expect(down).toHaveAttribute('aria-pressed', 'true');
    await expect(up).toHaveAttribute('aria-pressed', 'false');

    // The choice is stored (guest.chat.feedback) and comes back with the conversation.
    const conversation: { type: string; wasHelpful: boolean | null }[] = await (
      await page.request.get('/api/messages')
    ).json();
    expect(conversation.filter((message) => message.type === 'assistant').at(-1)?.wasHelpful).toBe(false);
    await page.reload();
    const stored = replies(page).last();
    await expect(stored.getByTestId('feedback-down')).toHaveAttribute('aria-pressed', 'true');
    await expect(stored.getByTestId('feedback-up')).toHaveAttribute('aria-pressed', 'false');
  });
});

import type { APIRequestContext } from '@playwright/test';
import { dismissToasts, screenshots, toast } from './support/admin-content.ts';
import { expect, newGuest, test } from './support/fixtures.ts';

type Message = { id: number; type: 'user' | 'assistant'; content: string };

/** Asks the concierge as a guest through the §7 REST calls and returns its stored reply. */
async function ask(guest: APIRequestContext, content: string): Promise<string> {
  const sent = await guest.post('/api/messages', { data: { content, type: 'user' } });
  expect(sent.status(), await sent.text()).toBe(201);
  const messages: Message[] = await (await guest.get('/api/messages')).json();
  const last = messages.at(-1);
  expect(last?.type).toBe('assistant');
  return readable(last?.content ?? '');
}

/** A rich reply (§3: JSON with a message) as the text a learning stores. */
function readable(content: string): string {
  if (!content.trim().startsWith('{')) return content.trim();
  const parsed: { message?: unknown } = JSON.parse(content);
  return typeof parsed.message === 'string' ? parsed.message.trim() : content;
}

test.describe('admin AI learnings', () => {
  test('a saved correction changes what the concierge answers', async ({
    adminPage: page,
    browser,
  }, testInfo) => {
    test.slow(); // Screenshots in two languages at two sizes.
    const before: unknown[] = await (await page.request.get('/api/admin/ai-learnings')).json();
    if (before.length === 0) {
      // §2: with no learnings yet, the screen offers to build them from the chat history.
      await page.goto('/admin/ai-learnings');
      await expect(page.getByTestId('empty-state')).toContainText('No AI learnings yet');
      await screenshots(page, testInfo, 'ai-learnings-empty');
      await page.getByTestId('import-conversations').click();
      await expect(toast(page, 'Migration successful')).toBeVisible();
      await expect(toast(page, 'Imported 0 conversations')).toBeVisible();
      await dismissToasts(page);
    }

    const guestContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const guest = guestContext.request;
    const registered = await guest.post('/api/register', { data: newGuest({ fullName: 'Layla Haddad' }) });
    expect(registered.status()).toBe(201);
    const question = `Can I bring my own snorkel gear aboard, ref ${Date.now().toString(36)}?`;
    const original = await ask(guest, question);
    await ask(guest, 'What time does the spa open?');

    await page.goto('/admin/ai-learnings');
    await expect(page.getByTestId('import-conversations')).toHaveCount(0);
    const total = (await (await page.request.get('/api/admin/ai-learnings')).json()).length as number;
    await expect(page.getByTestId('learning-total')).toHaveText(`Total interactions: ${total} of ${total}`);
    await expect(page.getByTestId('learning-list')).toBeVisible();

    // §5: the search is case-insensitive over query, topic and response.
    const search = page.getByTestId('learning-search');
    await search.fill('SNORKEL GEAR ABOARD');
    await expect(page.getByTestId('learning-total')).toHaveText(`Total interactions: 1 of ${total}`);
    await page.getByTestId('learning-item').first().click();
    const detail = page.getByTestId('learning-detail');
    await expect(detail.getByTestId('learning-question')).toHaveText(question);
    await expect(detail.getByTestId('learning-original')).toHaveText(original);
    await expect(detail.getByText('Topic Category')).toBeVisible();
    await expect(detail.getByTestId('learning-created')).toContainText('Created');

    // §4: the edit box starts from the original response; Cancel restores it.
    const box = detail.getByTestId('learning-correction');
    await expect(box).toHaveValue(original);
    await expect(box).toHaveAttribute('readonly', '');
    await detail.getByRole('button', { name: 'Edit' }).click();
    await box.fill('Something else entirely');
    await detail.getByRole('button', { name: 'Cancel' }).click();
    await expect(box).toHaveValue(original);

    const correction =
      'Yes. Bring your own mask and fins; the dive centre on Deck 3 rinses them for free after each swim.';
    await detail.getByRole('button', { name: 'Edit' }).click();
    await box.fill('   ');
    await detail.getByRole('button', { name: 'Save' }).click();
    await expect(detail.getByText('Please enter the corrected response')).toBeVisible();
    await box.fill(correction);
    await detail.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Learning updated')).toBeVisible();
    await expect(toast(page, 'AI response has been corrected successfully')).toBeVisible();
    await expect(box).toHaveValue(correction);
    await expect(box).toHaveAttribute('readonly', '');
    await expect(detail.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(detail.locator('[data-status="corrected"]')).toBeVisible();

    await search.fill('');
    await page.getByRole('tab', { name: /Corrected/ }).click();
    await expect(page.getByTestId('learning-item')).toHaveCount(1);
    await page.getByRole('tab', { name: /Needs Work/ }).click();
    await expect(page.getByTestId('learning-total')).toHaveText(`Total interactions: 0 of ${total}`);
    await page.getByRole('tab', { name: /All/ }).click();
    await screenshots(page, testInfo, 'ai-learnings');

    // Admin corrections take precedence: the same question now gets the corrected answer.
    expect(await ask(guest, question)).toContain(correction);
    await guestContext.close();
  });
});

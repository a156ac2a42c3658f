import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Assistant replies that are stored (carry an id): a reply still streaming in is not one yet. */
export const storedReplies = (page: Page) =>
  page.locator('[data-testid="message-assistant"][data-message-id]');

/** Opens the chat and waits for the automatic welcome (§4). */
export async function openChat(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('welcome-message')).toBeVisible();
}

/** Sends a message and waits until its stored reply is in the conversation (no stream in flight). */
export async function ask(page: Page, text: string): Promise<Locator> {
  const before = await storedReplies(page).count();
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('send-button').click();
  await expect(storedReplies(page)).toHaveCount(before + 1, { timeout: 15_000 });
  return storedReplies(page).last();
}

import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { seriousFindings } from './support/axe.ts';
import { ask, openChat } from './support/chat.ts';
import { expect, newGuest, signInAdminViaApi, signUpViaApi, test } from './support/fixtures.ts';

/**
 * A guest asks the concierge for a person, the crew answers from the admin area, the guest sees
 * the answer. Both roles sign in on the same server (this project's), each in its own browser context.
 */

async function newContext(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test.describe('hand-off to a person', () => {
  test('a guest asks for someone, the admin replies, and the guest sees the reply and the status', async ({
    browser,
    baseURL,
  }) => {
    const guest = await newContext(browser, baseURL);
    const admin = await newContext(browser, baseURL);
    await signUpViaApi(guest.page, newGuest({ fullName: 'Salma Idris', roomNumber: '9044', deck: '9' }));
    await signInAdminViaApi(admin.page);

    await openChat(guest.page);
    const confirmation = await ask(guest.page, 'I want to speak to someone about my spa treatment');
    await expect(confirmation).toContainText('Marsa Spa');
    const text = (await confirmation.textContent()) ?? '';
    const id = Number(/request number is #(\d+)/.exec(text)?.[1]);
    expect(id).toBeGreaterThan(0);

    await admin.page.goto('/admin/requests');
    await expect(admin.page.getByRole('link', { name: 'Requests' })).toBeVisible();
    await admin.page.locator(`[data-testid="admin-request"][data-request-id="${id}"]`).click();
    const detail = admin.page.getByTestId('admin-request-detail');
    await expect(detail).toContainText('Salma Idris · Suite 9044, Deck 9');
    await expect(detail.getByTestId('admin-request-excerpt')).toContainText(
      'Guest: I want to speak to someone about my spa treatment',
    );
    await detail
      .getByTestId('admin-request-reply')
      .fill('Hello Salma, Layla from the spa here. I will call you at 3 pm.');
    await detail.getByRole('button', { name: 'Send reply' }).click();
    await expect(detail.getByTestId('admin-request-status')).toHaveText('In progress');

    const staff = guest.page.getByTestId('message-staff');
    await expect(staff).toContainText('Hello Salma, Layla from the spa here. I will call you at 3 pm.', {
      timeout: 15_000,
    });
    await expect(staff).toContainText(`Reply to your request #${id}`);
    await expect(staff).toContainText('Marsa Spa · Crew');

    await detail.getByRole('button', { name: 'Mark resolved' }).click();
    await expect(detail.getByTestId('admin-request-status')).toHaveText('Resolved');

    await guest.page.goto('/bookings');
    const card = guest.page.locator(`[data-testid="request-card"][data-request-id="${id}"]`);
    await expect(card.getByTestId('request-status')).toHaveText('Resolved');
    await expect(card.getByTestId('request-reply')).toHaveText(
      'Hello Salma, Layla from the spa here. I will call you at 3 pm.',
    );

    await admin.page.goto('/admin');
    await expect(admin.page.getByTestId('requests-resolved')).not.toContainText('—');
    await admin.page.goto('/admin/outbox');
    await expect(admin.page.getByTestId('outbox-table')).toContainText(`(Request #${id})`);
    await guest.context.close();
    await admin.context.close();
  });

  test('an Arabic-speaking guest reaches a person and follows the request in Arabic', async ({
    browser,
    baseURL,
  }) => {
    const guest = await newContext(browser, baseURL);
    await signUpViaApi(guest.page);
    await openChat(guest.page);
    await guest.page.getByTestId('language-toggle').getByText('العربية').click();
    const confirmation = await ask(guest.page, 'أبغى أكلم شخص');
    await expect(confirmation).toContainText('رقم طلبك هو #');
    await guest.page.goto('/bookings');
    await expect(guest.page.getByRole('heading', { name: 'طلباتي' })).toBeVisible();
    await expect(guest.page.getByTestId('request-status')).toHaveText('مفتوح');
    await guest.context.close();
  });
});

/** No serious or critical axe findings on the new screens (the shared PageHeader subtitle is not theirs). */
function requestsScreenFindings(page: Page) {
  return seriousFindings(
    new AxeBuilder({ page })
      .include('main')
      .exclude('main .mantine-Stack-root > .mantine-Group-root:first-child'),
  );
}

test.describe('requests and outbox accessibility', () => {
  test('the Requests detail and the Outbox have no serious findings', async ({ adminPage: page }) => {
    await page.goto('/admin/requests');
    await page.getByTestId('admin-request').first().click();
    await expect(page.getByTestId('admin-request-detail')).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-requests.png', fullPage: true });
    expect(await requestsScreenFindings(page)).toEqual([]);
    await page.goto('/admin/outbox');
    await expect(page.getByTestId('outbox-row').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-outbox.png', fullPage: true });
    expect(await requestsScreenFindings(page)).toEqual([]);
  });
});

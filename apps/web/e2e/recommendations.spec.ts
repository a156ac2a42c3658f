import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** Kept as test artifacts; E2E_SHOTS_DIR keeps them out of the shared folder other runs clean. */
const SHOTS = `${process.env.E2E_SHOTS_DIR ?? 'test-results'}/recommendations`;
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openRecommendations(page: Page) {
  await page.goto('/recommendations');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Recommendations' })).toBeVisible();
  await expect(page.getByText('AI-powered suggestions')).toBeVisible();
  await expect(page.getByTestId('personalization-hero')).toBeVisible();
}

/** Fills the §2 dialog: budget, travel style, and exactly the given checkboxes. */
async function fillPreferences(
  page: Page,
  values: { budget: string; style: string; dining: string[]; activities: string[] },
) {
  const dialog = page.getByRole('dialog', { name: 'Your Preferences' });
  await choose(dialog, page, 'Budget Preference', values.budget);
  await choose(dialog, page, 'Travel Style', values.style);
  const options = ['Casual', 'Fine Dining', 'International', 'Local', 'Buffet'];
  options.push('Cultural', 'Adventure', 'Relaxation', 'Entertainment', 'Fitness');
  const wanted = [...values.dining, ...values.activities];
  for (const option of options) {
    await dialog.getByRole('checkbox', { name: option, exact: true }).setChecked(wanted.includes(option));
  }
  return dialog;
}

const restaurantNames = (page: Page) =>
  page.getByTestId('restaurant-recommendation').getByRole('heading').allTextContents();

test.describe('personal recommendations', () => {
  test('asks a new guest to complete the profile, then saves preferences and shows recommendations', async ({
    guestPage: page,
  }) => {
    await openRecommendations(page);
    await expect(
      page.getByRole('heading', { name: 'Personalized Recommendations', exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Discover experiences tailored just for you')).toBeVisible();
    await expect(page.getByText('Personalization Score: 0%')).toBeVisible();
    await expect(page.getByText('Complete your preferences for better recommendations')).toBeVisible();
    await expect(page.getByText('Complete Your Profile for Personalized Recommendations')).toBeVisible();
    await shot(page, 'empty-desktop-en');

    await page.getByRole('button', { name: 'Set Your Preferences' }).click();
    let dialog = page.getByRole('dialog', { name: 'Your Preferences' });
    await expect(dialog.getByRole('combobox', { name: 'Budget Preference' })).toHaveValue('Mid-range');
    await expect(dialog.getByRole('combobox', { name: 'Travel Style' })).toHaveValue('Relaxed');
    for (const option of ['Casual', 'Fine Dining', 'International', 'Local', 'Buffet']) {
      await expect(dialog.getByRole('checkbox', { name: option })).not.toBeChecked();
    }
    for (const option of ['Cultural', 'Adventure', 'Relaxation', 'Entertainment', 'Fitness']) {
      await expect(dialog.getByRole('checkbox', { name: option })).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByTestId('update-preferences').click();
    dialog = await fillPreferences(page, {
      budget: 'Luxury',
      style: 'Cultural',
      dining: ['Fine Dining', 'Local'],
      activities: ['Cultural', 'Relaxation'],
    });
    await shot(page, 'dialog-desktop-en', false);
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Preferences saved!')).toBeVisible();
    await expect(page.getByText('Your personalized recommendations have been updated.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    for (const section of ['Recommended Restaurants', 'Recommended Spa Services', 'Recommended Activities']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    const score = page.getByTestId('personalization-score');
    await expect(score).toContainText(/Personalization Score: \d{1,3}%/);
    await expect(score).toContainText('Highly personalized recommendations');

    const restaurant = page.getByTestId('restaurant-recommendation').first();
    await expect(restaurant.getByTestId('recommendation-score')).toHaveText(/^\d{1,3}%$/);
    await expect(restaurant.getByText('Why we recommend:')).toBeVisible();
    await expect(restaurant.getByText(/^\d(\.\d)?\/5$/)).toBeVisible();
    await expect(restaurant.getByText(/^\d+ seats$/)).toBeVisible();
    await expect(restaurant.getByText(/^\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    const spa = page.getByTestId('spa-recommendation').first();
    await expect(spa.getByText(/^\d+ minutes$/)).toBeVisible();
    await expect(spa.getByText(/^Up to \d+ guests?$/)).toBeVisible();
    await expect(page.getByTestId('premium-badge').first()).toHaveText('Premium');
    await expect(
      page.getByTestId('activity-recommendation').first().getByText('Why we recommend:'),
    ).toBeVisible();
    await shot(page, 'list-desktop-en');

    // The dialog opens with what was saved.
    await page.getByTestId('update-preferences').click();
    dialog = page.getByRole('dialog', { name: 'Your Preferences' });
    await expect(dialog.getByRole('combobox', { name: 'Budget Preference' })).toHaveValue('Luxury');
    await expect(dialog.getByRole('checkbox', { name: 'Fine Dining' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Casual' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('changes the recommendations when the preferences change', async ({ guestPage: page }) => {
    await openRecommendations(page);
    await page.getByRole('button', { name: 'Set Your Preferences' }).click();
    let dialog = await fillPreferences(page, {
      budget: 'Luxury',
      style: 'Relaxed',
      dining: ['Fine Dining'],
      activities: ['Relaxation'],
    });
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('restaurant-recommendation').first()).toBeVisible();
    const luxury = await restaurantNames(page);
    const luxuryReason = await page.getByTestId('recommendation-reason').first().textContent();

    await page.getByTestId('update-preferences').click();
    dialog = await fillPreferences(page, {
      budget: 'Budget',
      style: 'Family',
      dining: ['Buffet', 'Casual'],
      activities: ['Entertainment'],
    });
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(async () =>
        JSON.stringify([
          await restaurantNames(page),
          await page.getByTestId('recommendation-reason').first().textContent(),
        ]),
      )
      .not.toBe(JSON.stringify([luxury, luxuryReason]));
  });

  test("shows 'Saving...' while pending and the red error toast when saving fails", async ({
    guestPage: page,
  }) => {
    await openRecommendations(page);
    await page.route('**/trpc/guest.preferences.save*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.abort('failed');
    });
    await page.getByTestId('update-preferences').click();
    const dialog = page.getByRole('dialog', { name: 'Your Preferences' });
    await dialog.getByRole('checkbox', { name: 'Fitness' }).check();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Error' });
    await expect(toast).toBeVisible();
    await expect(toast.getByText('Failed to save preferences. Please try again.')).toBeVisible();
    await expect(toast).toHaveAttribute('style', /red/);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save Preferences' })).toBeEnabled();
  });

  test('lays the page out right to left in Arabic, on a desktop and a phone', async ({ guestPage: page }) => {
    const saved = await page.request.post('/api/preferences', {
      data: {
        budgetRange: 'mid-range',
        travelStyle: 'adventure',
        activityInterests: ['adventure', 'fitness'],
        diningPreferences: ['international'],
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.addInitScript(() => localStorage.setItem('marsa.lang', 'ar'));
    await page.goto('/recommendations');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'توصيات شخصية' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'مطاعم موصى بها' })).toBeVisible();
    await expect(
      page.getByTestId('restaurant-recommendation').first().getByText('سبب التوصية:'),
    ).toBeVisible();
    // Right to left: the 'Update Preferences' button sits on the left of the header.
    const hero = await page.getByTestId('personalization-hero').boundingBox();
    const button = await page.getByTestId('update-preferences').boundingBox();
    if (!hero || !button) throw new Error('hero not laid out');
    expect(button.x).toBeLessThan(hero.x + hero.width / 2);
    await shot(page, 'list-desktop-ar');
    await page.getByTestId('update-preferences').click();
    await expect(page.getByRole('dialog', { name: 'تفضيلاتك' })).toBeVisible();
    await shot(page, 'dialog-desktop-ar', false);
    await page.getByRole('button', { name: 'إلغاء' }).click();

    await page.setViewportSize(PHONE);
    await shot(page, 'list-phone-ar', false);
    await page.getByTestId('language-toggle').getByText('EN', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Recommendations' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'list-phone-en', false);
    await page.getByTestId('update-preferences').click();
    await shot(page, 'dialog-phone-en', false);
  });
});

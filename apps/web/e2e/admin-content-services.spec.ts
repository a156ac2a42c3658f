import type { Locator, Page } from '@playwright/test';
import { dismissToasts, makePng, screenshots, toast } from './support/admin-content.ts';
import { expect, test } from './support/fixtures.ts';

type Slot = {
  serviceType: string;
  serviceId: number;
  time: string;
  availableSpots: number;
  totalCapacity: number;
};

const uploader = (dialog: Locator) => dialog.getByTestId('service-image-uploader');
const chooseImages = (dialog: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]) =>
  uploader(dialog).locator('input[type="file"]').setInputFiles(files);

async function slotsFor(page: Page, serviceType: string, serviceId: number): Promise<Slot[]> {
  const slots: Slot[] = await (await page.request.get('/api/admin/schedules')).json();
  return slots.filter((slot) => slot.serviceType === serviceType && slot.serviceId === serviceId);
}

test.describe('admin services', () => {
  test('creates and edits a restaurant, uploads its images and opens a day of slots', async ({
    adminPage: page,
  }, testInfo) => {
    test.slow(); // Screenshots in two languages at two sizes.
    await page.goto('/admin/services');
    await expect(page.getByRole('tab', { name: /Restaurants/ })).toHaveAttribute('aria-selected', 'true');
    const existing: unknown[] = await (await page.request.get('/api/admin/restaurants')).json();
    expect(existing.length).toBeGreaterThanOrEqual(9);
    await expect(page.getByTestId('restaurant-card')).toHaveCount(existing.length);
    await screenshots(page, testInfo, 'services-restaurants');

    await page.getByTestId('add-restaurant').click();
    const dialog = page.getByTestId('restaurant-dialog');
    await expect(dialog.getByRole('heading', { name: 'Add Restaurant' })).toBeVisible();
    await expect(dialog.getByLabel('Rating')).toHaveValue('4.5');
    await dialog.getByRole('button', { name: 'Create Restaurant' }).click();
    for (const message of [
      'Name is required',
      'Cuisine is required',
      'Capacity is required',
      'Opening time is required',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }

    // §5/§8: upload needs chosen images and a saved restaurant.
    await uploader(dialog).getByRole('button', { name: 'Upload Images' }).click();
    await expect(toast(page, 'No images selected')).toBeVisible();
    await expect(toast(page, 'Please select images to upload first')).toBeVisible();
    const png = await makePng(page, 170);
    await chooseImages(dialog, [{ name: 'terrace.png', mimeType: 'image/png', buffer: png }]);
    await uploader(dialog).getByRole('button', { name: 'Upload Images' }).click();
    await expect(toast(page, 'Cannot upload')).toBeVisible();
    await expect(toast(page, 'Please save the restaurant first before uploading images')).toBeVisible();
    await dismissToasts(page);

    const name = `Coral Grill ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    // Issue 9: the Arabic counterparts sit beside the English fields, written right to left.
    const nameAr = dialog.getByLabel('Name (Arabic)');
    await expect(nameAr).toHaveCSS('direction', 'rtl');
    await expect(nameAr).toHaveAttribute('lang', 'ar');
    await nameAr.fill('مشاوي المرجان');
    await dialog.getByLabel('Cuisine').fill('Red Sea seafood');
    await dialog
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Grilled hammour and prawns on an open deck above the wake.');
    await dialog.getByLabel('Location').fill('Deck 14, aft');
    await dialog.getByLabel('Capacity').fill('40');
    await dialog.getByLabel('Opening Time').fill('18:00');
    await dialog.getByLabel('Closing Time').fill('23:00');
    await dialog.getByLabel('Rating').fill('4.8');
    await dialog.getByLabel('Special Feature').fill('Sunset terrace');
    await dialog.getByRole('button', { name: 'Create Restaurant' }).click();
    await expect(toast(page, 'Restaurant created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByTestId('restaurant-card').filter({ hasText: name });
    await expect(card).toContainText('Red Sea seafood');
    await expect(card).toContainText('4.8/5');

    // §4: editing pre-fills the form.
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(dialog.getByRole('heading', { name: 'Edit Restaurant' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await expect(dialog.getByLabel('Name (Arabic)')).toHaveValue('مشاوي المرجان');
    await expect(dialog.getByLabel('Capacity')).toHaveValue('40');
    await dialog.getByLabel('Cuisine').fill('Red Sea grill');

    // §5: at most 5 images; then a real upload with the §4 progress.
    const six = Array.from({ length: 6 }, (_, index) => ({
      name: `p${index}.png`,
      mimeType: 'image/png',
      buffer: png,
    }));
    await chooseImages(dialog, six);
    await expect(toast(page, 'Too many images')).toBeVisible();
    await expect(toast(page, 'You can upload a maximum of 5 images')).toBeVisible();
    await dismissToasts(page);
    await chooseImages(dialog, [
      { name: 'terrace.png', mimeType: 'image/png', buffer: await makePng(page, 200) },
    ]);
    await expect(uploader(dialog).getByTestId('image-uploader-count')).toHaveText('1 of 5 images');
    await uploader(dialog).getByRole('button', { name: 'Upload Images' }).click();
    await expect(toast(page, 'Images uploaded successfully')).toBeVisible();
    await expect(
      uploader(dialog).getByTestId('image-uploader-progress').getByRole('progressbar'),
    ).toHaveAttribute('aria-valuenow', '100');
    await expect(dialog.getByTestId('service-gallery').getByRole('img')).toHaveCount(1);
    await expect(dialog.getByLabel('Cover Image URL')).toHaveValue(/^\/uploads\//);
    await screenshots(page, testInfo, 'restaurant-dialog', { fullPage: false });

    await dialog.getByRole('button', { name: 'Update Restaurant' }).click();
    await expect(toast(page, 'Restaurant updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Red Sea grill');
    await expect(card.getByRole('img', { name })).toHaveAttribute('src', /^\/uploads\//);
    await expect(card.getByRole('img', { name: 'Photos: 1' })).toBeVisible();

    const restaurants: { id: number; name: string; images: string[] }[] = await (
      await page.request.get('/api/admin/restaurants')
    ).json();
    const saved = restaurants.find((restaurant) => restaurant.name === name);
    expect(saved?.images).toHaveLength(1);
    const image = await page.request.get(saved?.images[0] ?? '');
    expect(image.headers()['content-type']).toContain('image/png');

    // Generate Daily Schedule: 12 hourly slots from 09:00 to 20:00, 50 spots each; again adds none.
    await card.getByTestId('generate-schedule').click();
    await expect(toast(page, 'Schedule created successfully')).toBeVisible();
    await expect(
      page.locator('.mantine-Notification-root').filter({ hasText: 'Schedule created successfully' }),
    ).toContainText('12 time slots added for');
    const slots = await slotsFor(page, 'restaurant', saved?.id ?? 0);
    expect(slots.map((slot) => slot.time)).toEqual(
      Array.from({ length: 12 }, (_, index) => `${String(9 + index).padStart(2, '0')}:00`),
    );
    expect(slots.every((slot) => slot.availableSpots === 50 && slot.totalCapacity === 50)).toBe(true);
    await dismissToasts(page);
    await card.getByTestId('generate-schedule').click();
    await expect(toast(page, 'Schedule already complete')).toBeVisible();
    expect(await slotsFor(page, 'restaurant', saved?.id ?? 0)).toHaveLength(12);
  });

  test('adds a premium spa service with features and generates its slots', async ({
    adminPage: page,
  }, testInfo) => {
    test.slow(); // Screenshots in two languages at two sizes.
    await page.goto('/admin/services');
    await page.getByRole('tab', { name: /Spa Services/ }).click();
    await expect(page.getByTestId('spa-card').first()).toBeVisible();

    await page.getByTestId('add-spa').click();
    const dialog = page.getByTestId('spa-dialog');
    const name = `Desert Rose Ritual ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Rose-oil massage with warm sand compresses.');
    await dialog.getByLabel('Duration (minutes)').fill('75');
    await dialog.getByLabel('Capacity').fill('2');
    await dialog.getByLabel('Start Time').fill('10:00');
    await dialog.getByLabel('End Time').fill('19:00');
    await dialog.getByLabel('Features').fill('Rose oil, Warm sand,  Sea view');
    await dialog.getByTestId('spa-tier').getByText('Premium').click();
    await dialog.getByRole('button', { name: 'Create Spa Service' }).click();
    await expect(toast(page, 'Spa service created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByTestId('spa-card').filter({ hasText: name });
    await expect(card).toContainText('Premium');
    await expect(card).toContainText('75 min');
    await expect(card).toContainText('Up to 2 guests');
    for (const feature of ['Rose oil', 'Warm sand', 'Sea view']) {
      await expect(card.getByText(feature, { exact: true })).toBeVisible();
    }

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(dialog.getByLabel('Features')).toHaveValue('Rose oil, Warm sand, Sea view');
    await expect(dialog.getByTestId('spa-tier').getByRole('radio', { name: 'Premium' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await card.getByTestId('generate-schedule').click();
    await expect(toast(page, 'Schedule created successfully')).toBeVisible();
    const services: { id: number; name: string }[] = await (
      await page.request.get('/api/admin/spa-services')
    ).json();
    const id = services.find((service) => service.name === name)?.id ?? 0;
    const slots = await slotsFor(page, 'spa', id);
    expect(slots).toHaveLength(12);
    expect(slots.every((slot) => slot.availableSpots === 10)).toBe(true);
    // A fresh page: the autosize helper a closed dialog leaves behind keeps its desktop width.
    await page.reload();
    await page.getByRole('tab', { name: /Spa Services/ }).click();
    await expect(page.getByTestId('spa-card').filter({ hasText: name })).toBeVisible();
    await screenshots(page, testInfo, 'services-spa');
  });
});

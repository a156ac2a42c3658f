import { choose, expectToast, localDateTime, PNG } from './support/admin-operations.ts';
import { expect, test } from './support/fixtures.ts';
import { snapshotPorts } from './support/itinerary.ts';

test.describe('admin departments', () => {
  test('validates, creates, edits and deletes a department after the browser confirmation', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/departments');
    await expect(page.getByRole('heading', { name: 'Departments', level: 1 })).toBeVisible();
    await expect(page.getByTestId('department-card').first()).toBeVisible();

    await page.getByRole('button', { name: 'Add Department' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Department' });
    await dialog.getByRole('button', { name: 'Create Department' }).click();
    for (const message of [
      'Department name is required',
      'Please enter a valid email address',
      'Category is required',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel('Department Name').fill('Guest Relations E2E');
    await dialog.getByLabel('Email').fill('not-an-email');
    await choose(page, dialog, 'Category', 'General');
    await dialog.getByRole('button', { name: 'Create Department' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await dialog.getByLabel('Email').fill('relations@marsa.example');
    await dialog.getByLabel('Description').fill('Lost property, special occasions and compliments.');
    await dialog.getByRole('button', { name: 'Create Department' }).click();
    await expectToast(page, 'Department created successfully');
    await expect(dialog).toBeHidden();

    const card = page.locator('[data-testid="department-card"][data-name="Guest Relations E2E"]');
    await expect(card).toContainText('relations@marsa.example');
    await expect(card).toContainText('General');
    await expect(card.getByTestId('status-badge')).toHaveText('Active');

    await card.getByRole('button', { name: 'Edit Guest Relations E2E' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Department' });
    await expect(edit.getByLabel('Department Name')).toHaveValue('Guest Relations E2E');
    await edit.getByLabel('Department Name').fill('Guest Relations Desk');
    await edit.getByRole('switch', { name: 'Active' }).click({ force: true });
    await edit.getByRole('button', { name: 'Update Department' }).click();
    await expectToast(page, 'Department updated successfully');
    const renamed = page.locator('[data-testid="department-card"][data-name="Guest Relations Desk"]');
    await expect(renamed.getByTestId('status-badge')).toHaveText('Inactive');

    page.once('dialog', (confirm) => confirm.dismiss());
    await renamed.getByRole('button', { name: 'Delete Guest Relations Desk' }).click();
    await expect(renamed).toBeVisible();
    page.once('dialog', (confirm) => {
      expect(confirm.type()).toBe('confirm');
      return confirm.accept();
    });
    await renamed.getByRole('button', { name: 'Delete Guest Relations Desk' }).click();
    await expectToast(page, 'Department deleted successfully');
    await expect(renamed).toHaveCount(0);
  });
});

test.describe('admin promotions', () => {
  test('checks the §5 rules, uploads an image and shows Active or Inactive by the §4 rule', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/promotions');
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Create Promotion' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Promotion' });
    await dialog.getByRole('button', { name: 'Create Promotion' }).click();
    for (const message of [
      'Title is required',
      'Description is required',
      'Department is required',
      'Promotion type is required',
      'Start date is required',
      'End date is required',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }

    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Sunset Hammam E2E');
    await dialog
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('A hammam ritual with a sea view.');
    await choose(page, dialog, 'Department', 'Spa');
    await choose(page, dialog, 'Promotion Type', 'Discount');
    const uploader = dialog.getByTestId('promotion-image-uploader');
    await uploader
      .locator('input[type="file"]')
      .setInputFiles({ name: 'hammam.png', mimeType: 'image/png', buffer: PNG });
    await uploader.getByRole('button', { name: 'Upload image' }).click();
    await expect(dialog.getByLabel('Image URL')).toHaveValue(/^\/uploads\//);
    await dialog.getByLabel('Available From').fill(localDateTime(-1));
    await dialog.getByLabel('Available To').fill(localDateTime(3));
    await dialog.getByLabel('Original Price ($)').fill('120');
    await dialog.getByLabel('Promotional Price ($)').fill('89.99');
    await dialog.getByLabel('Discount (%)').fill('101');
    await dialog.getByRole('button', { name: 'Create Promotion' }).click();
    await expect(dialog.getByText('Discount must be between 0 and 100')).toBeVisible();
    await dialog.getByLabel('Discount (%)').fill('25');
    await dialog.getByRole('button', { name: 'Create Promotion' }).click();
    await expectToast(page, 'Promotion created successfully');

    const live = page.locator('[data-testid="promotion-card"][data-name="Sunset Hammam E2E"]');
    await expect(live.getByTestId('status-badge')).toHaveText('Active');
    await expect(live.getByTestId('promotion-price')).toContainText('$89.99');
    await expect(live.getByTestId('promotion-price')).toContainText('$120.00');
    await expect(live.getByRole('img', { name: 'Sunset Hammam E2E' })).toBeVisible();

    await page.getByRole('button', { name: 'Create Promotion' }).first().click();
    const second = page.getByRole('dialog', { name: 'Create Promotion' });
    await second.getByRole('textbox', { name: 'Title', exact: true }).fill('Expired Brunch E2E');
    await second.getByRole('textbox', { name: 'Description', exact: true }).fill('Last week’s brunch.');
    await choose(page, second, 'Department', 'Restaurant');
    await choose(page, second, 'Promotion Type', 'Daily Special');
    await second.getByLabel('Available From').fill(localDateTime(-9));
    await second.getByLabel('Available To').fill(localDateTime(-2));
    await second.getByRole('button', { name: 'Create Promotion' }).click();
    await expectToast(page, 'Promotion created successfully');
    const expired = page.locator('[data-testid="promotion-card"][data-name="Expired Brunch E2E"]');
    await expect(expired.getByTestId('status-badge')).toHaveText('Inactive');

    await live.getByRole('button', { name: 'Edit Sunset Hammam E2E' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Promotion' });
    await expect(edit.getByLabel('Promotional Price ($)')).toHaveValue('89.99');
    await edit.getByRole('switch', { name: 'Active' }).click({ force: true });
    await edit.getByRole('button', { name: 'Update Promotion' }).click();
    await expectToast(page, 'Promotion updated successfully');
    await expect(live.getByTestId('status-badge')).toHaveText('Inactive');

    page.once('dialog', (confirm) => confirm.accept());
    await expired.getByRole('button', { name: 'Delete Expired Brunch E2E' }).click();
    await expectToast(page, 'Promotion deleted successfully');
    await expect(expired).toHaveCount(0);
  });
});

test.describe('admin itinerary', () => {
  test('adds, edits and removes ports with the stat cards following', async ({
    adminPage: page,
    playwright,
  }) => {
    const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const restorePorts = await snapshotPorts(admin);
    try {
      await page.goto('/admin/itinerary');
      const total = page.getByTestId('stat-total-ports-value');
      const duration = page.getByTestId('stat-cruise-duration-value');
      const next = page.getByTestId('stat-next-port-value');
      await expect(total).toHaveText('7');
      await expect(duration).toHaveText('8 Days');
      await expect(next).toHaveText('Jeddah');
      await expect(page.getByTestId('port-order')).toHaveText(
        Array.from({ length: 7 }, (_, i) => `Port ${i + 1}`),
      );

      await page.getByRole('button', { name: 'Add Port' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Port' });
      await expect(dialog.getByLabel('Port Order')).toHaveValue('8');
      await dialog.getByRole('textbox', { name: 'Port Name', exact: true }).fill('Duba E2E');
      await dialog.getByLabel('Country').fill('Saudi Arabia');
      await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Gateway to NEOM.');
      await dialog.getByLabel('Arrival Date').fill('2026-12-01');
      await dialog.getByLabel('Arrival Time').fill('08:00');
      await dialog.getByLabel('Departure Date').fill('2026-12-01');
      await dialog.getByLabel('Departure Time').fill('17:30');
      await dialog.getByRole('combobox', { name: 'Activities' }).fill('Snorkelling');
      await dialog.getByRole('combobox', { name: 'Activities' }).press('Enter');
      await dialog.getByRole('button', { name: 'Add Port' }).click();
      await expectToast(page, 'Port added successfully');
      await expect(total).toHaveText('8');
      await expect(duration).toHaveText('9 Days');
      const port = page.locator('[data-testid="port-card"][data-name="Duba E2E"]');
      await expect(port).toContainText('Port 8');
      await expect(port).toContainText('Snorkelling');

      await port.getByRole('button', { name: 'Edit Duba E2E' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Port' });
      await expect(edit.getByRole('textbox', { name: 'Port Name', exact: true })).toHaveValue('Duba E2E');
      await edit.getByRole('textbox', { name: 'Port Name', exact: true }).fill('Duba Harbour E2E');
      await edit.getByRole('button', { name: 'Update Port' }).click();
      await expectToast(page, 'Port updated successfully');
      const renamed = page.locator('[data-testid="port-card"][data-name="Duba Harbour E2E"]');
      await expect(renamed).toBeVisible();

      await renamed.getByRole('button', { name: 'Delete Duba Harbour E2E' }).click();
      await expectToast(page, 'Port removed successfully');
      await expect(renamed).toHaveCount(0);
      await expect(total).toHaveText('7');

      // With every port removed: the empty state, '0 Days' and 'None' (§2).
      for (let left = 7; left > 0; left -= 1) {
        await page
          .getByTestId('port-card')
          .first()
          .getByRole('button', { name: /^Delete / })
          .click();
        await expect(total).toHaveText(String(left - 1));
      }
      await expect(page.getByText('No ports in itinerary')).toBeVisible();
      await expect(duration).toHaveText('0 Days');
      await expect(next).toHaveText('None');
    } finally {
      await restorePorts();
      await admin.dispose();
    }
  });
});

import { choose, expectToast } from './support/admin-operations.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('admin deck maps', () => {
  test('creates a deck and a venue, opens the venue from its marker and moves it by dragging', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/deck-maps');
    await expect(page.getByText('Select a Deck')).toBeVisible();
    await expect(page.getByTestId('deck-item')).toHaveCount(19);

    await page.getByRole('button', { name: 'Add Deck' }).click();
    const deckDialog = page.getByRole('dialog', { name: 'Add Deck' });
    await expect(deckDialog.getByLabel('Deck Number')).toHaveValue('1');
    await deckDialog.getByRole('button', { name: 'Create Deck' }).click();
    await expect(deckDialog.getByText('Deck name is required')).toBeVisible();
    await deckDialog.getByLabel('Deck Name').fill('Observatory E2E');
    await deckDialog.getByRole('button', { name: 'Create Deck' }).click();
    await expect(deckDialog.getByText('Deck 1 already exists')).toBeVisible();
    await deckDialog.getByLabel('Deck Number').fill('42');
    await deckDialog.getByLabel('Layout Image URL').fill('/images/decks/deck-05.svg');
    await deckDialog.getByRole('button', { name: 'Create Deck' }).click();
    await expectToast(page, 'Deck map created successfully');
    await expect(page.getByTestId('deck-title')).toHaveText('Deck 42 · Observatory E2E');
    await expect(page).toHaveURL(/deck=\d+/);
    await expect(page.getByTestId('venue-heading')).toHaveText('Venues on this Deck (0)');

    await page.getByRole('button', { name: 'Add Venue' }).first().click();
    const venueDialog = page.getByRole('dialog', { name: 'Add Venue' });
    await expect(venueDialog.getByLabel('X Position (%)')).toHaveValue('50');
    await venueDialog.getByLabel('Venue Name').fill('Star Lounge E2E');
    await choose(page, venueDialog, 'Category', 'Entertainment');
    await venueDialog.getByLabel('X Position (%)').fill('20');
    await venueDialog.getByLabel('Y Position (%)').fill('40');
    await venueDialog.getByLabel('Operating Hours').fill('20:00–01:00');
    await venueDialog.getByRole('button', { name: 'Create Venue' }).click();
    await expectToast(page, 'Venue created successfully');
    const card = page.locator('[data-testid="venue-card"][data-name="Star Lounge E2E"]');
    await expect(card).toContainText('Entertainment');
    await expect(card.getByTestId('venue-position')).toHaveText('Position 20%, 40%');
    await expect(page.getByTestId('venue-heading')).toHaveText('Venues on this Deck (1)');

    await card.getByRole('switch', { name: 'Star Lounge E2E is active' }).click({ force: true });
    await expectToast(page, 'Venue updated successfully');
    await expect(card.getByTestId('status-badge')).toHaveText('Inactive');

    await page.getByRole('tab', { name: 'Interactive Map' }).click();
    const drawing = page.getByTestId('deck-map').locator('img');
    const marker = page.getByRole('button', { name: /^Star Lounge E2E: / });
    await expect(marker).toHaveAttribute('aria-label', 'Star Lounge E2E: 20%, 40%');
    await marker.click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Venue' });
    await expect(editDialog.getByLabel('Venue Name')).toHaveValue('Star Lounge E2E');
    await editDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(editDialog).toBeHidden();

    const box = await drawing.boundingBox();
    const pin = await marker.boundingBox();
    if (!box || !pin) throw new Error('the map and its marker should be laid out');
    const from = { x: pin.x + pin.width / 2, y: pin.y + pin.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + box.width * 0.3, from.y + box.height * 0.2, { steps: 8 });
    await page.mouse.up();
    await expectToast(page, 'Venue updated successfully');
    await expect(editDialog).toBeHidden();
    await expect(marker).toHaveAttribute(
      'aria-label',
      /^Star Lounge E2E: (49|5\d)(\.\d)?%, (5\d|6\d)(\.\d)?%$/,
    );

    // Dragged past the edge, the venue stops at 100%.
    const moved = await marker.boundingBox();
    if (!moved) throw new Error('the marker should still be laid out');
    await page.mouse.move(moved.x + moved.width / 2, moved.y + moved.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width + 200, moved.y + moved.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(marker).toHaveAttribute('aria-label', /^Star Lounge E2E: 100%, /);
    await expectToast(page, 'Venue updated successfully');

    await page.getByRole('tab', { name: 'Venues' }).click();
    await expect(card.getByTestId('venue-position')).toContainText('Position 100%');

    await page.getByRole('button', { name: 'Delete Deck' }).click();
    await expectToast(page, 'Failed to delete deck map', 'Remove the venues on this deck first');

    await card.getByRole('button', { name: 'Delete Star Lounge E2E' }).click();
    await expectToast(page, 'Venue deleted successfully');
    await expect(page.getByText('No venues on this deck yet')).toBeVisible();

    await page.getByRole('button', { name: 'Edit Deck' }).click();
    const editDeck = page.getByRole('dialog', { name: 'Edit Deck' });
    await expect(editDeck.getByLabel('Deck Name')).toHaveValue('Observatory E2E');
    await editDeck.getByLabel('Deck Name').fill('Observatory Deck E2E');
    await editDeck.getByRole('button', { name: 'Update Deck' }).click();
    await expectToast(page, 'Deck map updated successfully');
    await expect(page.getByTestId('deck-title')).toHaveText('Deck 42 · Observatory Deck E2E');

    await page.getByRole('button', { name: 'Delete Deck' }).click();
    await expectToast(page, 'Deck map deleted successfully');
    await expect(page.getByText('Select a Deck')).toBeVisible();
    await expect(page.getByTestId('deck-item')).toHaveCount(19);
  });

  test('shows the map placeholder for a deck without a layout image', async ({ adminPage: page }) => {
    await page.goto('/admin/deck-maps');
    await page.locator('[data-testid="deck-item"][data-deck-number="1"]').click();
    await page.getByRole('tab', { name: 'Interactive Map' }).click();
    await expect(page.getByText('Interactive map coming soon')).toBeVisible();
  });
});

import path from 'node:path';
import { IMPORT_FIXTURES, screenshots, toast } from './support/admin-content.ts';
import { expect, test } from './support/fixtures.ts';

const EXCEL_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEN_MB = 10 * 1024 * 1024;

test.describe('admin dashboard', () => {
  test('shows the live counts, the system status, recent activity and tips', async ({
    adminPage: page,
  }, testInfo) => {
    test.slow(); // Screenshots in two languages at two sizes.
    const res = await page.request.get('/api/admin/dashboard');
    expect(res.ok()).toBe(true);
    const counts: Record<string, number> = await res.json();
    expect(counts.restaurants).toBeGreaterThanOrEqual(9);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const labels: Record<string, string> = {
      restaurants: 'Restaurants',
      spaServices: 'Spa Services',
      activities: 'Activities',
      knowledgeTopics: 'Knowledge Base Topics',
      aiLearnings: 'AI Learnings',
      schedules: 'Schedules',
      bookings: 'Bookings',
    };
    for (const [key, label] of Object.entries(labels)) {
      const card = page.getByTestId(`count-${key}`);
      await expect(card).toContainText(label);
      await expect(card.getByTestId('count-value')).toHaveText((counts[key] ?? -1).toLocaleString('en-US'));
    }
    await expect(page.getByText('System Status: Online')).toBeVisible();
    await expect(page.getByTestId('recent-activity')).toContainText('Recent Activity');
    const tips = page.getByTestId('quick-actions');
    await tips.getByRole('link', { name: 'Import Data' }).click();
    await expect(page).toHaveURL(/\/admin\/import$/);

    await page.goto('/admin');
    await expect(page.getByTestId('count-restaurants').getByTestId('count-value')).toHaveText(
      String(counts.restaurants),
    );
    await screenshots(page, testInfo, 'dashboard');
  });
});

test.describe('admin import', () => {
  const pick = async (
    page: import('@playwright/test').Page,
    file: string | { name: string; mimeType: string; buffer: Buffer },
  ) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('browse-files').click();
    await (await chooser).setFiles(file);
  };

  test('shows the format, refuses other types, checks the size on picking only, and imports', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/import');
    await expect(page.getByRole('heading', { name: 'Import Data', level: 1 })).toBeVisible();
    const guide = page.getByTestId('format-guide');
    for (const text of [
      'File type: .xlsx or .xls',
      'Maximum file size: 10MB',
      'The first row holds the column headers',
      'No empty required fields',
    ]) {
      await expect(guide.getByText(text)).toBeVisible();
    }
    const columns = page.getByTestId('format-columns');
    for (const [letter, field] of [
      ['A', 'Topic'],
      ['B', 'Question'],
      ['C', 'Answer'],
      ['D', 'Category'],
      ['E', 'Topic \\(Arabic\\)'],
      ['F', 'Question \\(Arabic\\)'],
      ['G', 'Answer \\(Arabic\\)'],
    ]) {
      await expect(columns.getByRole('row', { name: new RegExp(`^${letter} ${field}`) })).toBeVisible();
    }
    await expect(columns.getByRole('row', { name: /^D Category/ })).toContainText('optional');
    await expect(columns.getByRole('row', { name: /^G Answer \(Arabic\)/ })).toContainText('optional');

    await pick(page, path.join(IMPORT_FIXTURES, 'wrong-extension.txt'));
    await expect(page.getByTestId('file-error')).toHaveText(
      'Please select a valid Excel file (.xlsx or .xls)',
    );
    await expect(page.getByTestId('start-import')).toBeDisabled();

    await pick(page, { name: 'huge.xlsx', mimeType: EXCEL_TYPE, buffer: Buffer.alloc(TEN_MB + 1) });
    await expect(page.getByTestId('file-error')).toHaveText('File size must be less than 10MB');

    // §5: dropping skips the size check (the server still refuses the file).
    const dataTransfer = await page.evaluateHandle(
      ([size, type]) => {
        const transfer = new DataTransfer();
        transfer.items.add(
          new File([new Uint8Array(Number(size))], 'dropped-huge.xlsx', { type: String(type) }),
        );
        return transfer;
      },
      [TEN_MB + 1, EXCEL_TYPE],
    );
    await page.getByTestId('import-dropzone').dispatchEvent('drop', { dataTransfer });
    await expect(page.getByTestId('selected-file')).toContainText('dropped-huge.xlsx');
    await expect(page.getByTestId('file-error')).toHaveCount(0);
    await page.getByTestId('start-import').click();
    await expect(page.getByTestId('import-error')).toContainText('Import failed');
    await expect(toast(page, 'Import failed')).toBeVisible();

    // The §2 progress bar sits at 65 while the upload is pending.
    await page.route('**/trpc/admin.knowledgeImport.import**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await pick(page, path.join(IMPORT_FIXTURES, 'good.xlsx'));
    await expect(page.getByTestId('selected-file')).toContainText('good.xlsx');
    await page.getByTestId('start-import').click();
    await expect(page.getByTestId('import-progress').getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
    await expect(page.getByTestId('import-success')).toContainText(
      'Successfully imported 5 knowledge topics',
    );
    await expect(toast(page, 'Import successful')).toBeVisible();
    await expect(page.getByTestId('selected-file')).toHaveCount(0);
    await page.unroute('**/trpc/admin.knowledgeImport.import**');

    const topics: { question: string }[] = await (
      await page.request.get('/api/admin/knowledge-topics')
    ).json();
    expect(topics.map((topic) => topic.question)).toContain('What time does La Tavola open?');
  });

  test('lists refused rows and imports the valid ones on request', async ({ adminPage: page }, testInfo) => {
    test.slow(); // Screenshots in two languages at two sizes.
    await page.goto('/admin/import');
    await pick(page, path.join(IMPORT_FIXTURES, 'empty-cells.xlsx'));
    await page.getByTestId('start-import').click();
    const error = page.getByTestId('import-error');
    await expect(error).toContainText('Import failed');
    await expect(toast(page, 'Import failed')).toBeVisible();
    const rows = page.getByTestId('rejected-rows');
    await expect(rows.getByRole('row', { name: /^3 Topic is required/ })).toBeVisible();
    await expect(rows.getByRole('row', { name: /^4 Answer is required/ })).toBeVisible();
    await expect(rows.getByRole('row', { name: /^5 Question is required/ })).toBeVisible();
    await screenshots(page, testInfo, 'import-rejected');

    await page.getByTestId('import-valid-rows').click();
    await expect(page.getByTestId('import-success')).toContainText(
      'Successfully imported 2 knowledge topics',
    );
    await expect(page.getByTestId('rejected-rows')).toContainText('Rows skipped');
    await expect(page.getByTestId('selected-file')).toHaveCount(0);
  });

  test('downloads the CSV and .xlsx templates', async ({ adminPage: page }) => {
    await page.goto('/admin/import');
    const csv = page.waitForEvent('download');
    await page.getByTestId('download-template').click();
    expect((await csv).suggestedFilename()).toBe('knowledge-topics-template.csv');
    await expect(toast(page, 'Template downloaded')).toBeVisible();

    const xlsx = page.waitForEvent('download');
    await page.getByTestId('download-template-xlsx').click();
    expect((await xlsx).suggestedFilename()).toBe('knowledge-topics-template.xlsx');

    await page.route('**/trpc/admin.knowledgeImport.template**', (route) => route.abort());
    await page.getByTestId('download-template').click();
    // One toast at a time (§9): the failure waits behind the two success toasts, 5 s each.
    await expect(toast(page, 'Download failed')).toBeVisible({ timeout: 20_000 });
    await expect(toast(page, 'Failed to download template file')).toBeVisible();
  });
});

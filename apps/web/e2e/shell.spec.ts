import { expect, newGuest, signUpViaApi, test } from './support/fixtures.ts';

test.describe('guards and auth screen', () => {
  test('sends visitors without a session to /auth, which advertises the ship', async ({ page }) => {
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/auth$/);
    const figures = page.getByTestId('ship-figures');
    for (const text of ['9', '19', '1,678', '3,362'])
      await expect(figures.getByText(text, { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /luxury cruise AI concierge/i,
    );
  });

  test('shows every §5 registration message', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Username must be at least 3 characters',
      'Password must be at least 6 characters',
      'Full name must be at least 2 characters',
      'Room number is required',
      'Deck number/name is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
  });

  test('registers, lands on the concierge with the guest sidebar, and signs out to /auth', async ({
    page,
  }) => {
    const guest = newGuest({ fullName: 'Omar Farouk', roomNumber: '9044', deck: '9' });
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByTestId('register-form');
    await form.getByLabel('Username').fill(guest.username);
    await form.getByRole('textbox', { name: 'Password' }).fill(guest.password);
    await form.getByLabel('Full Name').fill(guest.fullName);
    await form.getByLabel('Room Number').fill(guest.roomNumber);
    await form.getByLabel('Deck').fill(guest.deck);
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Account created')).toBeVisible();
    const sidebar = page.getByTestId('guest-sidebar');
    await expect(sidebar.getByText('Welcome aboard,')).toBeVisible();
    await expect(sidebar.getByTestId('welcome-name')).toHaveText('Omar Farouk');
    await expect(sidebar.getByText('Cruise Services')).toBeVisible();
    await expect(sidebar.getByText('Ship Information')).toBeVisible();
    await expect(sidebar.getByTestId('suite-card')).toContainText('Suite 9044 • Deck 9');
    await expect(sidebar.getByTestId('suite-card')).toContainText('O');

    await sidebar.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('logs out on all devices: the same guest in another browser is signed out too', async ({
    page,
    browser,
    baseURL,
  }) => {
    const guest = await signUpViaApi(page);
    const otherBrowser = await browser.newContext({ baseURL });
    const other = await otherBrowser.newPage();
    const login = await other.request.post('/api/login', {
      data: { username: guest.username, password: guest.password },
    });
    expect(login.status()).toBe(200);
    await other.goto('/bookings');
    await expect(other).toHaveURL(/\/bookings$/);

    await page.goto('/');
    await page.getByTestId('sign-out-everywhere').click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Signed out everywhere')).toBeVisible();
    await other.reload();
    await expect(other).toHaveURL(/\/auth$/);
    await otherBrowser.close();
  });

  test('logs in with the toast of §8 and shows a failed login', async ({ page }) => {
    const guest = await signUpViaApi(page);
    await page.context().clearCookies();
    await page.goto('/auth');
    const form = page.getByTestId('login-form');
    await form.getByLabel('Username').fill(guest.username);
    await form.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();

    await form.getByRole('textbox', { name: 'Password' }).fill(guest.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Welcome back, ${guest.fullName}!`)).toBeVisible();
  });

  test('takes an admin to /admin with the admin sidebar', async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByTestId('login-form');
    await form.getByLabel('Username').fill('captain');
    await form.getByRole('textbox', { name: 'Password' }).fill('captain-pass');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar.getByText('Admin User')).toBeVisible();
    for (const item of [
      'Dashboard',
      'Import Data',
      'AI Learnings',
      'Services',
      'Departments',
      'Promotions',
      'Itinerary',
    ]) {
      await expect(sidebar.getByText(item, { exact: true })).toBeVisible();
    }
  });

  test('shows Access Denied to a guest on an admin route', async ({ guestPage: page }) => {
    await page.goto('/admin/promotions');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You need admin privileges to access this page.')).toBeVisible();
  });

  test('shows the 404 text for unknown paths', async ({ page }) => {
    await page.goto('/no-such-place');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
});

test.describe('language and layout', () => {
  test('switches the shell to Arabic, right to left, and remembers it', async ({ guestPage: page }) => {
    await page.goto('/');
    await page.getByTestId('language-toggle').getByText('العربية').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByTestId('guest-sidebar').getByText('خدمات الرحلة')).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('guest-sidebar').getByText('تسجيل الخروج')).toBeVisible();
    await page.getByTestId('language-toggle').getByText('EN').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('opens the sidebar from the hamburger on a phone', async ({ guestPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const sidebar = page.getByTestId('guest-sidebar');
    await expect(sidebar.getByRole('link', { name: 'Deck Maps' })).not.toBeInViewport();
    await page.getByTestId('nav-burger').click();
    await expect(sidebar.getByRole('link', { name: 'Deck Maps' })).toBeInViewport();
    await sidebar.getByRole('link', { name: 'Deck Maps' }).click();
    await expect(page).toHaveURL(/\/deck-maps$/);
  });
});

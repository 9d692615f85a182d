import { ENDPOINTS } from '@wellness/shared/rules';
import { createMassager, DEMO } from '../support/api';
import { waitForResetCode } from '../support/mail';
import { expect, test } from '../support/test';
import { animationsSettled, openLoginDialog, openRoleDialog, submitLogin } from '../support/ui';

test.describe('signing in', () => {
  test('the seeded admin lands on /admin-panel; the password leaves the browser as SHA-256 hex', async ({ page }) => {
    const sent = page.waitForRequest(`**/api${ENDPOINTS.login.path}`);
    await submitLogin(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ email: DEMO.admin.email, role: 'admin' });
    expect(body.password).toMatch(/^[0-9a-f]{64}$/);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-panel/);
    await expect(page.getByRole('navigation', { name: 'Admin panel' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('isAuthenticated'), localStorage.getItem('userRole')])).toEqual(['true', 'admin']);
  });

  test('a massager lands on /massager-panel with email and massager_id in the persisted store', async ({ page }) => {
    await submitLogin(page, 'Massager', DEMO.massager.email, DEMO.massager.password);
    await expect(page).toHaveURL(/\/massager-panel/);
    await expect(page.getByText('Welcome to Massager Panel')).toBeVisible();
    await expect
      .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('persist:root') ?? '{}')))
      .toMatchObject({ email: JSON.stringify(DEMO.massager.email), massager_id: expect.stringMatching(/^"\d+"$/) });
  });

  test('the login dialog opens clean, its e-mail field focused; leaving it empty then says so', async ({ page }) => {
    const dialog = await openLoginDialog(page, 'Admin');
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeFocused();
    // Once the dialog has finished opening, nothing has taken the focus away and no message shows.
    await animationsSettled(page);
    await expect(dialog.getByText('Email is required')).toHaveCount(0);
    await expect(email).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByText('Email is required')).toBeVisible();
  });

  test('closing the role dialog gives the focus back to Log In', async ({ page }) => {
    const roles = await openRoleDialog(page);
    await roles.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeFocused();
  });

  test('a wrong password shows its message and keeps the dialog open', async ({ page }) => {
    const dialog = await submitLogin(page, 'Admin', DEMO.admin.email, 'not-the-password');
    await expect(dialog.getByText('Login failed. Please check your credentials.')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('the login rules speak the spec words', async ({ page }) => {
    const dialog = await openLoginDialog(page, 'Admin');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await dialog.getByLabel('Email').fill('admin@');
    await dialog.getByLabel('Password').fill('abc');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText('Invalid email address format')).toBeVisible();
    await expect(dialog.getByText('Password must be 4 characters at minimum')).toBeVisible();
  });

  test('a network failure says so', async ({ page }) => {
    await page.route(`**/api${ENDPOINTS.login.path}`, (route) => route.abort());
    const dialog = await submitLogin(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
    await expect(dialog.getByText('Failed to login. Please try again.')).toBeVisible();
  });

  test('closing the login dialog clears the role', async ({ page }) => {
    const dialog = await openLoginDialog(page, 'Massager');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('dialog', { name: 'Select Your Role' })).toBeVisible();
  });

  test('a signed-in massager who opens /admin-panel is sent to /unauthorized', async ({ page }) => {
    await submitLogin(page, 'Massager', DEMO.massager.email, DEMO.massager.password);
    await expect(page).toHaveURL(/\/massager-panel/);
    await page.goto('/admin-panel');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Unauthorized User' })).toBeVisible();
  });

  for (const [role, account, panel] of [
    ['Admin', DEMO.admin, 'Admin panel'],
    ['Massager', DEMO.massager, 'Massager panel'],
  ] as const) {
    test(`${role}: Log Out clears all local storage, ends the server session and returns to /, quietly`, async ({ page }) => {
      const noise: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()) && /No routes matched|401|Unauthorized/i.test(message.text())) noise.push(message.text());
      });
      page.on('response', (response) => {
        if (response.status() === 401) noise.push(`401 from ${new URL(response.url()).pathname}`);
      });
      await submitLogin(page, role, account.email, account.password);
      await expect(page.getByRole('navigation', { name: panel })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Log Out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
      expect(noise).toEqual([]);
      const session = await page.request.get(`/api${ENDPOINTS.session.path}`);
      expect(session.status()).toBe(401);
    });
  }

  test('a session the server ended: the next request leads to the sign-in dialog with its message, not to errors', async ({ page }) => {
    // The panel's own first calls (counts, unread notifications, the live stream) are answered before the
    // session ends: one of them sent after it would find the session ended before the click below does.
    const firstCalls = [ENDPOINTS.adminCounts, ENDPOINTS.notifications, ENDPOINTS.notificationStream].map((endpoint) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === `/api${endpoint.path}`),
    );
    await submitLogin(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
    await expect(page.getByRole('navigation', { name: 'Admin panel' })).toBeVisible();
    await Promise.all(firstCalls);
    // Ended on the server only (as by the idle limit or a logout in another tab): the page still believes it is signed in.
    expect((await page.request.post(`/api${ENDPOINTS.logout.path}`)).ok()).toBe(true);
    // The click's request is the next one, unless the live stream's heartbeat (every 20 s) found the
    // session ended first and the panel's fallback poll was refused: the outcome must be the same.
    const roleChoice = page.getByRole('dialog', { name: 'Select Your Role' });
    const customersLink = page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Customers List' });
    await Promise.race([customersLink.click({ timeout: 15_000 }).catch(() => undefined), roleChoice.waitFor()]);
    await expect(page.getByText('Session expired. You have been logged out.')).toBeVisible();
    await expect(roleChoice).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByText(/Failed to fetch data/)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();
  });

  test('the session expires after 24 hours: flags cleared, message shown, back to /#login', async ({ page }) => {
    await page.clock.install();
    await submitLogin(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
    await expect(page.getByRole('navigation', { name: 'Admin panel' })).toBeVisible();
    await page.clock.fastForward('23:59:00');
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');
    await page.clock.fastForward('00:01:01');
    await expect(page.getByText('Session expired. You have been logged out.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Select Your Role' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();
  });
});

test.describe('forgot password', () => {
  test('an unknown e-mail stays at the email step with its message', async ({ page }) => {
    const login = await openLoginDialog(page, 'Massager');
    await login.getByRole('button', { name: 'Forget Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Massager Password' });
    await dialog.getByLabel('Email').fill('nobody@example.com');
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Email does not exist.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send OTP' })).toBeVisible();
    await expect(dialog.getByLabel('OTP')).toHaveCount(0);
  });

  test('the whole reset: a code by e-mail, a new password, then login with it', async ({ page, baseURL }) => {
    const massager = await createMassager(baseURL!, 'reset');
    const login = await openLoginDialog(page, 'Massager');
    await login.getByRole('button', { name: 'Forget Password?' }).click();
    // While resetting, the dialog's title says so.
    const dialog = page.getByRole('dialog', { name: 'Reset Massager Password' });
    await expect(dialog.getByRole('button', { name: 'Send OTP' })).toBeVisible();
    await expect(dialog.getByLabel('OTP')).toHaveCount(0);

    const asked = Date.now() - 1000;
    await dialog.getByLabel('Email').fill(massager.email);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ });
    await expect(toast.getByText('OTP has been sent to your email.')).toBeVisible();
    await expect(toast.getByText('Notification', { exact: true }).first()).toBeVisible();
    await expect(toast.getByText('Just now').first()).toBeVisible();
    const code = await waitForResetCode(massager.email, asked);

    await expect(dialog.getByRole('button', { name: 'Reset Password' })).toBeVisible();
    await dialog.getByLabel('OTP').pressSequentially(`a${code}9`);
    await expect(dialog.getByLabel('OTP')).toHaveValue(code);
    await dialog.getByLabel('New Password', { exact: true }).fill('Monsoon-rain-456');
    await dialog.getByLabel('Confirm New Password').fill('Monsoon-rain-457');
    await dialog.getByLabel('OTP').focus();
    await expect(dialog.getByText('Passwords must match')).toBeVisible();
    await dialog.getByLabel('Confirm New Password').fill('Monsoon-rain-456');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast.getByText('Password has been reset successfully!')).toBeVisible();
    // Two seconds later the form is back at login.
    await expect(login.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 5000 });

    // Asked again within the minute, the server sends no mail; the used code's answer says so.
    await login.getByRole('button', { name: 'Forget Password?' }).click();
    await dialog.getByLabel('Email').fill(massager.email);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(toast.getByText(/^The code sent less than a minute ago has been used up\. Please ask for a new one in 1 minute\.$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to Login' }).click();

    await login.getByLabel('Email').fill(massager.email);
    await login.getByLabel('Password').fill('Monsoon-rain-456');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/massager-panel/);
  });

  test('Send OTP again within the minute says the last code stands, and a wrong code shows the tries left', async ({ page, baseURL }) => {
    const massager = await createMassager(baseURL!, 'resend');
    const login = await openLoginDialog(page, 'Massager');
    await login.getByRole('button', { name: 'Forget Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Massager Password' });
    const toast = page.getByRole('region', { name: /Notifications/ });
    const asked = Date.now() - 1000;
    await dialog.getByLabel('Email').fill(massager.email);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(toast.getByText('OTP has been sent to your email.')).toBeVisible();
    const code = await waitForResetCode(massager.email, asked);

    await dialog.getByRole('button', { name: 'Back to Login' }).click();
    await login.getByRole('button', { name: 'Forget Password?' }).click();
    await dialog.getByLabel('Email').fill(massager.email);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(dialog.getByText('A code was sent less than a minute ago. Please use the code in that mail.')).toBeVisible();
    await expect(dialog.getByText('OTP has been sent to your email.')).toHaveCount(0);

    await dialog.getByLabel('OTP').fill(code === '0000' ? '1111' : '0000');
    await dialog.getByLabel('New Password', { exact: true }).fill('Monsoon-rain-789');
    await dialog.getByLabel('Confirm New Password').fill('Monsoon-rain-789');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(dialog.getByText('This code has 4 tries left.')).toBeVisible();
    await expect(toast.getByText('Invalid OTP. Please try again. This code has 4 tries left.')).toBeVisible();
  });
});

test.describe('forgot password on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the 'Invalid OTP' toast stays on screen and off the dialog's fields; a second one replaces it", async ({ page, baseURL }) => {
    const massager = await createMassager(baseURL!, 'phone-otp');
    await page.goto('/#login');
    await page.getByRole('dialog', { name: 'Select Your Role' }).getByRole('button', { name: 'Massager' }).click();
    await page.getByRole('dialog', { name: 'Login as Massager' }).getByRole('button', { name: 'Forget Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Massager Password' });
    await dialog.getByLabel('Email').fill(massager.email);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(dialog.getByLabel('OTP')).toBeVisible();
    await dialog.getByLabel('OTP').fill('0000');
    await dialog.getByLabel('New Password', { exact: true }).fill('Monsoon-rain-789');
    await dialog.getByLabel('Confirm New Password').fill('Monsoon-rain-789');
    for (const left of [4, 3]) {
      // On a phone the dialog moves below a toast as it comes: tap once it has come to rest, as a person would.
      await animationsSettled(page);
      await dialog.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText(`Invalid OTP. Please try again. This code has ${left} tries left.`)).toBeVisible();
    }
    await expect(page.getByText(/This code has 4 tries left/)).toHaveCount(0);
    await animationsSettled(page);
    const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Invalid OTP' });
    // Where the toast ends and where the dialog's title and first field begin (the dialog moves below the toasts).
    const layout = async () => {
      const [t, heading, field] = await Promise.all([
        toast.boundingBox(),
        dialog.getByRole('heading', { name: 'Reset Massager Password' }).boundingBox(),
        dialog.getByLabel('Email').boundingBox(),
      ]);
      return { top: t!.y, right: t!.x + t!.width, clear: Math.min(heading!.y, field!.y) - (t!.y + t!.height) };
    };
    await expect.poll(async () => (await layout()).clear).toBeGreaterThanOrEqual(0);
    const { top, right } = await layout();
    expect(top).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(360);
  });
});

import { expect, type Locator, type Page } from '@playwright/test';
import { waitForLivePage } from './test';

type StaffRole = 'Admin' | 'Massager';

/** Opens 'Select Your Role' from the public header's Log In on the home page (behind the menu on a phone). */
export async function openRoleDialog(page: Page): Promise<Locator> {
  await page.goto('/');
  await waitForLivePage(page);
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Log In' }).click();
  // While the login remote loads, the page's copy of the role choice stands in (its own tests press a
  // role on it); the steps built on this one press the live dialog's, once it has taken over.
  await expect(page.locator('[data-prerendered-role]')).toHaveCount(0);
  return page.getByRole('dialog', { name: 'Select Your Role' });
}

/** Opens the role's login dialog through 'Select Your Role'. */
export async function openLoginDialog(page: Page, role: StaffRole): Promise<Locator> {
  await (await openRoleDialog(page)).getByRole('button', { name: role }).click();
  const dialog = page.getByRole('dialog', { name: `Login as ${role}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Sends the role's login dialog with that e-mail and password, whatever the answer; gives the dialog back. */
export async function submitLogin(page: Page, role: StaffRole, email: string, password: string): Promise<Locator> {
  const dialog = await openLoginDialog(page, role);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  return dialog;
}

/** Opens 'Select Your Role', chooses the role and signs in through the login dialog. */
export async function logInThroughDialog(page: Page, role: StaffRole, email: string, password: string): Promise<void> {
  await submitLogin(page, role, email, password);
  await expect(page).toHaveURL(role === 'Admin' ? /\/admin-panel/ : /\/massager-panel/);
}

/**
 * Waits until the page's animations and transitions that end (entrances, a dialog opening, a toast
 * sliding in) have ended, so that what is checked is what a user sees once the screen is still.
 * Endless ones (a spinner, a skeleton's pulse) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Chooses an area in the booking form's Area list as a visitor does: opens the list, waits until it has
 * finished opening (it animates in, then scrolls to its highlighted item), presses the area, and waits
 * for the list to close with the area shown in the field. A press while the list still moved could land
 * beside the option and leave the list open.
 */
export async function chooseArea(dialog: Locator, area: string): Promise<void> {
  const page = dialog.page();
  const field = dialog.getByRole('combobox', { name: 'Area' });
  await field.click();
  await expect(page.getByRole('listbox', { name: 'Area' })).toBeVisible();
  await animationsSettled(page);
  await page.getByRole('option', { name: area, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(field).toHaveText(new RegExp(area));
}

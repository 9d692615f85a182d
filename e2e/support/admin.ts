import { type Page } from '@playwright/test';
import { ADMIN_PANEL_PATH, ADMIN_ROUTES } from '@wellness/shared/rules';

/** Narrows the admin's customer list to that name, as the admin does with the list's filters. */
export async function filterCustomersByName(page: Page, name: string): Promise<void> {
  await page.getByLabel('Search by name').fill(name);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
}

/** Opens the admin's customer list, narrowed to that name. */
export async function openCustomerList(page: Page, name: string): Promise<void> {
  await page.goto(`${ADMIN_PANEL_PATH}/${ADMIN_ROUTES.customers}`);
  await filterCustomersByName(page, name);
}

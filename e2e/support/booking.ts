import { expect, type Locator, type Page } from '@playwright/test';
import { PRIVACY_MESSAGES } from '@wellness/shared/rules';
import { chooseArea } from './ui';

/** What a visitor types and chooses in the Book Now form (the consent box aside). */
export interface VisitorDetails {
  name: string;
  contact: string;
  email: string;
  age: string;
  address: string;
  area: string;
  pinCode: string;
  gender: 'Male' | 'Female';
  preferredGender: 'Male' | 'Female';
  issue?: string;
  therapy?: string;
}

/** A visitor at home in Kothrud, a woman who asks for a female therapist: the tests add the rest. */
export const KOTHRUD_VISITOR = {
  contact: '9876543210',
  age: '34',
  address: '12 Karve Road',
  area: 'Kothrud',
  pinCode: '411038',
  gender: 'Female',
  preferredGender: 'Female',
} as const satisfies Partial<VisitorDetails>;

/**
 * Opens the Book Now dialog from the floating BOOK NOW! on the home page, once the live form is there
 * (typing into the pre-rendered copy while the live form takes over is tried in public-prerendered.spec.ts).
 */
export async function openBookingDialog(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'BOOK NOW!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Now' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('[data-remote="mf-booking"]')).toBeVisible();
  return dialog;
}

/** Fills the booking form as a visitor does, field by field. */
export async function fillVisitorDetails(dialog: Locator, visitor: VisitorDetails): Promise<void> {
  await dialog.getByLabel('Name').fill(visitor.name);
  await dialog.getByLabel('Contact').fill(visitor.contact);
  await dialog.getByLabel('Email').fill(visitor.email);
  await dialog.getByLabel('Age').fill(visitor.age);
  await dialog.getByLabel('Address').fill(visitor.address);
  // The area list is closed before the radios below it are pressed: a press while it still covers them
  // would land on the list.
  await chooseArea(dialog, visitor.area);
  await dialog.getByLabel('Pin Code').fill(visitor.pinCode);
  await dialog.getByRole('radiogroup', { name: 'Gender', exact: true }).getByRole('radio', { name: visitor.gender, exact: true }).check({ force: true });
  await dialog.getByRole('radiogroup', { name: 'Preferred Gender' }).getByRole('radio', { name: visitor.preferredGender, exact: true }).check({ force: true });
  if (visitor.issue !== undefined) await dialog.getByLabel('Issue').fill(visitor.issue);
  if (visitor.therapy !== undefined) await dialog.getByLabel('Therapy').fill(visitor.therapy);
}

export const consentBox = (dialog: Locator) => dialog.getByRole('checkbox', { name: PRIVACY_MESSAGES.consentLabel });

/** Ticks the consent box as a visitor does, on its label (the input itself is visually hidden). */
export async function tickConsent(dialog: Locator): Promise<void> {
  await dialog.getByText(PRIVACY_MESSAGES.consentLabel).click();
  await expect(consentBox(dialog)).toBeChecked();
}

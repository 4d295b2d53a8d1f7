import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const CUSTOMER_PASSWORD = 'Comptoir-2026';

/** An e-mail of its own for each run and project: the projects run at once against one simulator. */
export function aNewEmail(prefix: string, project: string): string {
  return `${prefix}.${project}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Fills Le Comptoir's register form (accounts 2, Register), without sending it. */
export async function fillTheRegisterForm(page: Page, customer: { readonly email: string; readonly password?: string; readonly firstName?: string; readonly phone?: string }): Promise<void> {
  const password = customer.password ?? CUSTOMER_PASSWORD;
  await page.goto('le-comptoir/v/register');
  await page.getByRole('textbox', { name: 'Prénom' }).fill(customer.firstName ?? 'Camille');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(customer.email);
  if (customer.phone) await page.getByRole('textbox', { name: 'Téléphone' }).fill(customer.phone);
  await page.getByRole('textbox', { name: 'Numéro et rue' }).fill('3 rue du Louvre');
  await page.getByRole('textbox', { name: 'Code postal' }).fill('75001');
  await page.getByRole('textbox', { name: 'Ville' }).fill('Paris');
  await page.getByRole('textbox', { name: 'Pays' }).fill('France');
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmation du mot de passe').fill(password);
}

/** Registers a customer at Le Comptoir through the form and lands on their dashboard, signed in. */
export async function registerACustomer(page: Page, email: string): Promise<void> {
  await fillTheRegisterForm(page, { email, phone: '06 12 34 56 78' });
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/dashboard$/);
}

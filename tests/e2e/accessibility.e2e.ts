import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { staging } from './staging';
import type { Page } from '@playwright/test';
import { reachValidateStep, submitCurrentStep } from './checkout-navigation';

/**
 * An automated accessibility audit (axe-core, WCAG 2.1 A and AA rules) of every screen of the walking
 * skeleton, at both viewports. It catches what can be caught by machine — contrast, names, labels,
 * roles, landmarks — and fails on any violation.
 */
async function audit(page: Page, screen: string): Promise<void> {
  // A dialog fades in: contrast measured mid-fade is not what the customer reads (a loaded machine made it flaky).
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, `accessibility violations on ${screen}`).toEqual([]);
}

test('menu, compose dialog, basket, checkout and tracking pass an axe audit', { tag: '@layout' }, async ({ page, request }) => {
  await page.goto('le-comptoir');
  await expect(page.getByRole('heading', { name: 'Burgers' })).toBeVisible();
  await audit(page, 'the menu');

  await page.getByRole('link', { name: 'Burger du Comptoir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Burger du Comptoir' });
  await expect(dialog).toBeVisible();
  await audit(page, 'the compose dialog');
  await dialog.getByRole('button', { name: /Ajouter au panier/ }).click();

  await page.getByRole('link', { name: 'Panier, 1 article' }).click();
  await expect(page.getByRole('dialog', { name: 'Votre panier' })).toBeVisible();
  await audit(page, 'the basket');
  await page.getByRole('dialog', { name: 'Votre panier' }).getByRole('button', { name: 'Commander' }).click();
  // browsing 2.6: the suggestions come first (audited in basket-bar.e2e.ts).
  await page.getByRole('button', { name: 'Suivant' }).click();

  await expect(page.getByRole('heading', { name: 'Finaliser la commande' })).toBeVisible();
  await submitCurrentStep(page);
  await expect(page.getByText('Informations invalides')).toBeVisible();
  await audit(page, 'the checkout with its errors');
  await page.getByLabel('Nom et prénom').fill('Camille Durand');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await reachValidateStep(page);
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await page.getByRole('button', { name: /Valider la commande/ }).click();

  await expect(page.getByTestId('track-step').first()).toHaveAttribute('data-state', 'current');
  await audit(page, 'the tracking page');
  const orderNumber = new URL(page.url()).searchParams.get('orderId')!;
  await staging(request).cancel(orderNumber);
  await expect(page.getByText('Votre commande a été annulée.')).toBeVisible();
  await audit(page, 'a canceled order');
});

test('the hotel in English and the not-found page pass an axe audit', { tag: '@layout' }, async ({ page }) => {
  await page.goto('hotel-riviera?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Room service' })).toBeVisible();
  await audit(page, 'the hotel menu');
  await page.goto('hotel-riviera/nowhere/at/all?lang=en');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await audit(page, 'the not-found page');
});

import { audit } from './axe-audit';
import { expect, test } from './fixtures';

/**
 * Issue 20 item 7: the accessibility statement, linked from the footer, its own page per establishment with the
 * establishment's name and contact, one h1, a section (h2) per part, inside the page's landmarks; axe finds nothing.
 */
test('@layout the accessibility statement of Le Comptoir, from the footer, in French and in English', async ({ page }) => {
  await page.goto('le-comptoir');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeVisible();
  await expect(page.getByText(/^Le Comptoir des Halles veut que chacun puisse commander/)).toBeVisible();
  const sections = ['État de conformité', 'Normes de référence', 'Ce qui est vérifié', 'Limites connues', 'Signaler un problème', 'Voies de recours'];
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(sections);
  await expect(page.getByRole('region', { name: 'État de conformité' })).toContainText('partiellement conforme aux WCAG 2.2 niveau AA');
  await expect(page.getByRole('region', { name: 'Ce qui est vérifié' })).toContainText('375 pixels');
  const contact = page.getByRole('region', { name: 'Signaler un problème' });
  await expect(contact.getByRole('link', { name: 'bonjour@comptoir-des-halles.example' })).toHaveAttribute('href', 'mailto:bonjour@comptoir-des-halles.example');
  // issue 21: the phone as its country writes it.
  await expect(contact.getByRole('link', { name: '01 42 36 00 00' })).toHaveAttribute('href', 'tel:+33142360000');
  await expect(page.getByText('Déclaration établie le 29 novembre 2026.')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Limites connues');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité' })).toBeVisible();
  await expect(page).toHaveTitle(/Déclaration d’accessibilité/);
  await audit(page, 'the accessibility statement');

  await page.goto('la-buvette/accessibility?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await expect(page.getByText(/^La Buvette du Canal wants everyone to be able to order online/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conformance status' })).toContainText('partially conformant with WCAG 2.2 level AA');
  await expect(page.getByText('Statement made on 29 November 2026.')).toBeVisible();
  await audit(page, 'the accessibility statement in English');
});

import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_ROUTES, STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';
import { ACCOUNT_PATHS } from '../../adapters/platform-api/account-api';
import { audit } from './axe-audit';
import { reachValidateStep } from './checkout-navigation';
import { CUSTOMER_PASSWORD, fillTheRegisterForm } from './customer-account';
import { expect, test } from './fixtures';

// accounts 2 to 8 at a phone's width: the account screens fit 375 px (the desktop project runs them too).
const PASSWORD = CUSTOMER_PASSWORD;

/** A customer of their own per test: tests and their retries run on one simulator. */
function aNewEmail(testTitle: string): string {
  return `${testTitle.replace(/[^a-z]/gi, '').slice(0, 12).toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function registerThroughTheApi(request: APIRequestContext, email: string, phone = ''): Promise<void> {
  const response = await request.post(ACCOUNT_PATHS.register('le-comptoir'), {
    data: {
      firstName: 'Léa',
      lastName: 'Durand',
      email,
      phone,
      password: PASSWORD,
      optin: false,
      addressStreet: '1 rue Montmartre',
      addressComplementary: '',
      addressZipCode: '75001',
      addressCity: 'Paris',
      addressCountry: 'France',
    },
  });
  expect(response.status()).toBe(201);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('le-comptoir/v/login');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('accounts 2 and 5: register with the address (delivery offered), land on the dashboard, log out, log in again', async ({ page, browserProblems }, testInfo) => {
  // The wrong password below is answered 401, which the browser logs.
  browserProblems.expectConsoleErrors(/status of 401/);
  const email = aNewEmail(testInfo.title);
  await page.goto('le-comptoir');
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion', level: 1 })).toBeVisible();
  await audit(page, 'login');
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('heading', { name: 'Créer un compte', level: 1 })).toBeVisible();

  // accounts 5: nothing is sent while the form breaks a rule; each rule says its message at its field.
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toBeFocused();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await audit(page, 'register with its errors');

  await page.getByRole('textbox', { name: 'Prénom' }).fill('Léa');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Téléphone' }).fill('06 98 76 54 32');
  await page.getByRole('textbox', { name: 'Numéro et rue' }).fill('1 rue Montmartre');
  await page.getByRole('textbox', { name: 'Code postal' }).fill('75001');
  await page.getByRole('textbox', { name: 'Ville' }).fill('Paris');
  await page.getByRole('textbox', { name: 'Pays' }).fill('France');
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmation du mot de passe').fill('Comptoir-2025');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('La confirmation doit être identique au mot de passe.')).toBeVisible();
  await page.getByLabel('Confirmation du mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // accounts 2: logged in automatically after registering.
  await expect(page).toHaveURL(/\/le-comptoir\/dashboard$/);
  const profileCard = page.getByRole('region', { name: 'Mes informations' });
  await expect(profileCard.getByText('Léa')).toBeVisible();
  // issue 21: the phone stored internationally, shown as the establishment's country writes it.
  await expect(profileCard.getByText('06 98 76 54 32')).toBeVisible();
  await expect(page.getByText('Pas de produit favori pour le moment.')).toBeVisible();
  await audit(page, 'dashboard');

  // A connected visitor on a login page goes to the dashboard.
  await page.goto('le-comptoir/v/register');
  await expect(page).toHaveURL(/\/le-comptoir\/dashboard$/);
  // The dashboard's order-history card has its answer before logging out: a call still on its way when
  // the session ends would get a 401 (the browser logs it).
  await expect(page.getByText('Vous n’avez pas encore de commande.')).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  // Nothing of the session is left in the browser's storage.
  expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(email);

  await logIn(page, email, 'not-the-password');
  await expect(page.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Mon compte' })).toBeVisible();
});

test('accounts 2 and 8: the profile saves once changed, the password modal has visibility toggles', async ({ page, request }, testInfo) => {
  const email = aNewEmail(testInfo.title);
  await registerThroughTheApi(request, email);
  await logIn(page, email, PASSWORD);
  // accounts 2: the dashboard's side navigation leads Home and to the Profile.
  const side = page.getByRole('navigation', { name: 'Mon espace' });
  await expect(side.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/le-comptoir/dashboard');
  await expect(side.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/le-comptoir/dashboard/profil');
  await page.getByRole('link', { name: 'Modifier' }).click();
  await expect(page.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();
  // Save hidden until a field changes.
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  // accounts 2: the profile's stored password shows as its placeholder of eight zeros, never the real one.
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('00000000');
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Léonie');
  await page.getByRole('textbox', { name: 'Téléphone' }).fill('07 11 22 33 44');
  await audit(page, 'profile changed');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Profil mis à jour.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('+33711223344');
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier le mot de passe' });
  const current = dialog.getByLabel('Mot de passe actuel');
  await expect(current).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Afficher' }).first().click();
  await expect(current).toHaveAttribute('type', 'text');
  await audit(page, 'password modal');
  await current.fill('wrong-password');
  await dialog.getByLabel('Nouveau mot de passe').fill('Nouveau-2026');
  await dialog.getByLabel('Confirmation du mot de passe').fill('Nouveau-2026');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Erreur lors de la mise à jour du mot de passe.')).toBeVisible();
  await current.fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Mot de passe mis à jour.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The modal opens again with its fields reset; Cancel closes it.
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(dialog.getByLabel('Mot de passe actuel')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
});

test('accounts 2: forgot password, then reset through the link the e-mail carries (simulator outbox)', async ({ page, request }, testInfo) => {
  const email = aNewEmail(testInfo.title);
  await registerThroughTheApi(request, email);
  await page.goto('le-comptoir/v/forgot-password');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await audit(page, 'forgot password');
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  // Success replaces the form.
  await expect(page.getByRole('status').getByText(/Si un compte existe pour cette adresse/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recevoir le lien' })).toHaveCount(0);

  const outbox = (await (await request.get(ADMIN_ROUTES.passwordResets, { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value } })).json()) as { email: string; link: string }[];
  const mail = outbox.findLast((each) => each.email === email);
  expect(mail).toBeDefined();
  await page.goto(mail!.link.slice(1));
  await expect(page.getByRole('heading', { name: 'Nouveau mot de passe', level: 1 })).toBeVisible();
  // Once read, the token leaves the address bar (kept in this tab's history entry: a reload still works).
  await expect(page).toHaveURL(/\/le-comptoir\/v\/reset-password$/);
  await page.reload();
  await page.getByLabel('Nouveau mot de passe').fill('court');
  await page.getByLabel('Confirmation du mot de passe').fill('court');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Le mot de passe doit contenir de 8 à 20 caractères.')).toBeVisible();
  await audit(page, 'reset password with an error');
  await page.getByLabel('Nouveau mot de passe').fill('Retrouve-2026');
  await page.getByLabel('Confirmation du mot de passe').fill('Retrouve-2026');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Votre mot de passe a été changé, vous êtes connecté.')).toBeVisible();

  // The dashboard's order-history card has its answer before logging out: a call still on its way when
  // the session ends would get a 401 (the browser logs it).
  await expect(page.getByText('Vous n’avez pas encore de commande.')).toBeVisible();
  // The link works once.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await page.goto(mail!.link.slice(1));
  await expect(page.getByRole('alert').getByText('Ce lien de réinitialisation est invalide ou a expiré.')).toBeVisible();
  await audit(page, 'reset link invalid');
  await page.getByRole('link', { name: 'Retour à la connexion' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/v\/login$/);
});


test('issue 15.7: registering an e-mail that has an account says to read that mailbox, whose owner got a reset link', async ({ page, request, browserProblems }, testInfo) => {
  // The automatic login after registering is refused (401: not the account's password), which the browser logs.
  browserProblems.expectConsoleErrors(/status of 401/);
  const email = aNewEmail(testInfo.title);
  await registerThroughTheApi(request, email);
  await fillTheRegisterForm(page, { email, password: 'Autre-Secret-1' });
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page.getByRole('status').getByText(`L’adresse ${email} a déjà un compte`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Créer mon compte' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();
  await audit(page, 'register, an e-mail with an account');
  const outbox = (await (await request.get(ADMIN_ROUTES.passwordResets, { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value } })).json()) as { email: string; reason: string }[];
  expect(outbox.filter((mail) => mail.email === email).map((mail) => mail.reason)).toEqual(['registered_again']);

  // The forgot-password link of that message leads to its page.
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié', level: 1 })).toBeVisible();
});

test('issue 15.10: wrong passwords sent from elsewhere do not keep out the browser that signed in before', async ({ page, request }, testInfo) => {
  const email = aNewEmail(testInfo.title);
  await registerThroughTheApi(request, email);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/le-comptoir\/dashboard$/);
  await expect(page.getByText('Vous n’avez pas encore de commande.')).toBeVisible();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();

  // Another client (its own cookies) guesses: after five wrong passwords, the account makes it wait.
  const guesses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    guesses.push((await request.post(ACCOUNT_PATHS.login('le-comptoir'), { data: { email, password: 'guess-guess', restaurantToken: 'le-comptoir' } })).status());
  }
  expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
  expect((await request.post(ACCOUNT_PATHS.login('le-comptoir'), { data: { email, password: PASSWORD, restaurantToken: 'le-comptoir' } })).status()).toBe(429);

  // This browser is a known device of the account: it signs in.
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/le-comptoir\/dashboard$/);
  await expect(page.getByText('Vous n’avez pas encore de commande.')).toBeVisible();
});

test('accounts 2 and 6: a protected route without the connected flag goes to login; no accounts, no login pages', async ({ page }) => {
  await page.goto('le-comptoir/dashboard/profil');
  await expect(page).toHaveURL(/\/le-comptoir\/v\/login$/);
  await page.goto('hotel-riviera/v/login');
  await expect(page).not.toHaveURL(/\/v\/login/);
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
  await page.goto('hotel-riviera/dashboard');
  await expect(page).not.toHaveURL(/dashboard/);
});

test('accounts 2: favourite establishments and products, with their empty states', async ({ page, request }, testInfo) => {
  const email = aNewEmail(testInfo.title);
  await registerThroughTheApi(request, email);
  await logIn(page, email, PASSWORD);
  await expect(page.getByText('Pas d’établissement favori pour le moment.')).toBeVisible();
  await page.getByRole('region', { name: 'Produits favoris' }).getByRole('link', { name: 'Tout voir' }).click();
  await expect(page.getByRole('heading', { name: 'Produits favoris', level: 1 })).toBeVisible();
  await expect(page.getByText('Pas de produit favori pour le moment.')).toBeVisible();
  await audit(page, 'favourite products, empty');

  await page.goto('le-comptoir/dashboard/favorite-establishments');
  await page.getByRole('button', { name: 'Ajouter Le Comptoir des Halles à mes favoris' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Le Comptoir des Halles' })).toBeVisible();
  await audit(page, 'favourite establishments');
  // Kept by the platform: still there after a reload.
  await page.reload();
  const remove = page.getByRole('button', { name: 'Retirer Le Comptoir des Halles des favoris' });
  await remove.click();
  await expect(page.getByText('Pas d’établissement favori pour le moment.')).toBeVisible();

  // A product becomes a favourite from its full view.
  await page.goto('le-comptoir/productFullView/1402');
  await page.getByRole('dialog').getByRole('button', { name: 'Ajouter à mes favoris' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Retirer de mes favoris' })).toBeVisible();
  await page.goto('le-comptoir/dashboard/favorite-products');
  await expect(page.getByRole('main').getByRole('link', { name: 'Mousse au chocolat' })).toBeVisible();

  await page.goto('le-comptoir/dashboard/confidentiality');
  await expect(page.getByRole('heading', { name: 'Confidentialité', level: 1 })).toBeVisible();
});

test('checkout 2 and 3: a signed-in customer finds their details filled in, and the order carries their userId', async ({ page, request }, testInfo) => {
  const email = aNewEmail(testInfo.title);
  await registerThroughTheApi(request, email, '06 55 44 33 22');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/le-comptoir\/dashboard$/);
  await page.goto('le-comptoir');
  await page.getByRole('link', { name: 'Burger du Comptoir' }).click();
  await page.getByRole('dialog', { name: 'Burger du Comptoir' }).getByRole('button', { name: 'Ajouter au panier · 16,50 €' }).click();
  await page.getByRole('link', { name: 'Panier, 1 article' }).click();
  await page.getByRole('dialog', { name: 'Votre panier' }).getByRole('button', { name: 'Commander' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/validation$/);
  await expect(page.getByLabel('Nom et prénom')).toHaveValue('Léa Durand');
  await expect(page.getByLabel('Téléphone')).toHaveValue('+33655443322');
  await reachValidateStep(page);
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await page.getByRole('button', { name: /^Valider la commande/ }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/trackOrder\?orderId=/);

  const orderNumber = new URL(page.url()).searchParams.get('orderId');
  const exported = (await (
    await request.get(ADMIN_ROUTES.exportOrders('le-comptoir'), { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value }, params: { limit: '1000' } })
  ).json()) as { order_number: string; payload: { userId?: string; email: string } }[];
  const order = exported.find((each) => each.order_number === orderNumber);
  expect(order?.payload.email).toBe(email);
  expect(order?.payload.userId).toMatch(/^[0-9a-f]{24}$/);
});

import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import { SeededRandomSource } from '../../../../adapters/system/seeded-random-source';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import type { LoadBestSellers } from '../../../../core/use-cases/home/load-best-sellers';
import type { WelcomeMessage } from '../../../../core/use-cases/home/welcome-message';
import { HomeViewModel } from '../../../../ui/home/home-view-model';
import { demoSession } from '../fixtures/demo-session';
import type { DemoSession } from '../fixtures/demo-session';

async function homeOf(session: DemoSession): Promise<HomeViewModel> {
  const home = new HomeViewModel(session.settings, session.catalogue, session.basket, {
    loadBestSellers: await session.container.getAsync<LoadBestSellers>(USE_CASES.loadBestSellers),
    welcomeMessage: session.container.get<WelcomeMessage>(USE_CASES.welcomeMessage),
    random: new SeededRandomSource(1),
  });
  home.start();
  await when(() => home.blocks !== null);
  return home;
}

function add(session: DemoSession, productId: number): void {
  const result = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({ restaurantId: session.settings.id, catalogue: session.catalogue, settings: session.settings, productId, selection: [], quantity: 1 });
  if (!result.ok) throw new Error(`could not add ${productId}: ${result.error}`);
  session.basket.replace(result.value);
}

const ids = (cards: readonly { id: number }[]) => cards.map((card) => card.id);

describe('HomeViewModel (browsing 2.2: the home of Café Lumière)', () => {
  it('the blocks come from the demo data: the accueil selection, the best sellers split to eat / to drink, the best products', async () => {
    const home = await homeOf(await demoSession('cafe-lumiere'));
    const blocks = home.blocks!;
    expect(ids(blocks.suggested)).toEqual([1101, 1104, 2201]);
    expect(ids(blocks.mostOrdered.toEat)).toEqual([1101, 1201, 1102, 3001]);
    expect(ids(blocks.mostOrdered.toDrink)).toEqual([2101, 2201, 2102, 2202]);
    expect(ids(blocks.best)).toEqual([1102, 1202]);
    expect(blocks.tempting.length).toBeGreaterThan(0);
  });

  it('cards open over the home: compose for a product, the full view for a formula', async () => {
    const home = await homeOf(await demoSession('cafe-lumiere'));
    const cards = [...home.blocks!.suggested, ...home.blocks!.mostOrdered.toEat];
    expect(cards.find((card) => card.id === 1101)?.overlay).toBe('productCompose/1101');
    expect(cards.find((card) => card.id === 3001)?.overlay).toBe('productFullView/3001');
  });

  it('the horizontal category menu lists the top-level categories', async () => {
    const home = await homeOf(await demoSession('cafe-lumiere'));
    expect(home.categories.map((category) => category.id)).toEqual([10, 20, 30]);
  });

  it('the welcome dialog shows once: "Let\u2019s go" and it does not come back', async () => {
    const session = await demoSession('cafe-lumiere');
    const home = await homeOf(session);
    expect(home.welcomeOpen).toBe(true);
    home.dismissWelcome();
    expect(home.welcomeOpen).toBe(false);
    expect((await homeOf(session)).welcomeOpen).toBe(false);
  });

  it('menu matching: a main and a dessert bought apart propose the lunch set menu, until declined', async () => {
    const session = await demoSession('cafe-lumiere');
    const home = await homeOf(session);
    home.dismissWelcome();
    add(session, 1101);
    expect(home.menuMatch).toBeNull();
    add(session, 1202);
    // 12.50 + 5.50 = 18.00 apart; main + dessert 15.90.
    expect([home.menuMatch?.formula.id, home.menuMatch?.saving]).toEqual([3001, 210]);
    expect(home.matchedDishes(home.menuMatch!).map((dish) => dish.id)).toEqual([1101, 1202]);
    home.declineMenuMatch();
    expect(home.menuMatch).toBeNull();
  });

  it('menu matching waits for the welcome dialog, and is off without config.hasMenuMatching', async () => {
    const session = await demoSession('cafe-lumiere');
    const home = await homeOf(session);
    add(session, 1101);
    add(session, 1202);
    expect(home.menuMatch).toBeNull();
    const withoutMatching = new HomeViewModel({ ...session.settings, config: { ...session.settings.config, hasMenuMatching: false } }, session.catalogue, session.basket, {
      loadBestSellers: { execute: async () => ({ ok: true, value: [] }) },
      welcomeMessage: { isDue: () => false, dismiss: () => undefined },
      random: new SeededRandomSource(1),
    });
    expect(withoutMatching.menuMatch).toBeNull();
  });

  it('best sellers that fail to load leave the other blocks', async () => {
    const session = await demoSession('cafe-lumiere');
    const home = new HomeViewModel(session.settings, session.catalogue, session.basket, {
      loadBestSellers: { execute: async () => ({ ok: false, error: { kind: 'network', message: 'offline' } }) },
      welcomeMessage: { isDue: () => false, dismiss: () => undefined },
      random: new SeededRandomSource(1),
    });
    home.start();
    await when(() => home.blocks !== null);
    expect(home.blocks!.mostOrdered).toEqual({ toEat: [], toDrink: [] });
    expect(ids(home.blocks!.suggested)).toEqual([1101, 1104, 2201]);
  });
});

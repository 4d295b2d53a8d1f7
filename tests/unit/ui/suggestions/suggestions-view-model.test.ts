import { describe, expect, it, vi } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import type { SuggestProducts } from '../../../../core/use-cases/suggestions/suggest-products';
import { SuggestionsViewModel } from '../../../../ui/suggestions/suggestions-view-model';
import { demoSession } from '../fixtures/demo-session';
import type { DemoSession } from '../fixtures/demo-session';

function add(session: DemoSession, productId: number, selection: { option_id: number; item_ids: number[] }[] = []): void {
  const result = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({ restaurantId: session.settings.id, catalogue: session.catalogue, settings: session.settings, productId, selection, quantity: 1 });
  if (!result.ok) throw new Error(`could not add ${productId}: ${result.error}`);
  session.basket.replace(result.value);
}

async function suggestionsOf(session: DemoSession, memory = { shownSuggestions: null as readonly number[] | null, rememberSuggestions(ids: readonly number[]) { this.shownSuggestions = ids; } }) {
  const went: { to: string; replace?: boolean }[] = [];
  const page = new SuggestionsViewModel(session, {
    suggestProducts: await session.container.getAsync<SuggestProducts>(USE_CASES.suggestProducts),
    memory,
    navigate: (to, options) => went.push({ to, ...(options?.replace !== undefined && { replace: options.replace }) }),
  });
  page.start();
  await vi.waitFor(() => expect(page.suggestions.status === 'ready' || went.length > 0).toBe(true));
  return { page, went, memory };
}

describe('SuggestionsViewModel (browsing 2.6: about your selection, we propose)', () => {
  it('proposes what goes with the basket (Café Lumière\u2019s pairings), Next goes to validation', async () => {
    const session = await demoSession('cafe-lumiere');
    add(session, 1103, [{ option_id: 1, item_ids: [101] }]);
    const { page, went, memory } = await suggestionsOf(session);
    expect(page.suggestions.status === 'ready' && page.suggestions.value.map((card) => card.id).sort()).toEqual([1201, 2202]);
    expect(memory.shownSuggestions).toHaveLength(2);
    page.next();
    expect(went).toEqual([{ to: '/cafe-lumiere/validation' }]);
  });

  it('with no suggestions, straight to validation (replacing this page in the history)', async () => {
    const session = await demoSession('cafe-lumiere');
    add(session, 2202);
    const { went } = await suggestionsOf(session);
    expect(went).toEqual([{ to: '/cafe-lumiere/validation', replace: true }]);
  });

  it('the same suggestions as shown before: straight to validation', async () => {
    const session = await demoSession('cafe-lumiere');
    add(session, 1103, [{ option_id: 1, item_ids: [101] }]);
    const first = await suggestionsOf(session);
    const second = await suggestionsOf(session, first.memory);
    expect(second.went).toEqual([{ to: '/cafe-lumiere/validation', replace: true }]);
  });
});

describe('SuggestionsViewModel, the hub in a drawer (checkout 2, ours config.checkout_in_drawer)', () => {
  it('Next, or no suggestions, goes to the validation it is given: the drawer over the menu', async () => {
    const session = await demoSession('cafe-lumiere');
    add(session, 1103, [{ option_id: 1, item_ids: [101] }]);
    const went: { to: string; replace?: boolean }[] = [];
    const memory = { shownSuggestions: null as readonly number[] | null, rememberSuggestions: () => undefined };
    const page = new SuggestionsViewModel(session, {
      suggestProducts: await session.container.getAsync<SuggestProducts>(USE_CASES.suggestProducts),
      memory,
      navigate: (to) => went.push({ to }),
      checkoutPath: '/cafe-lumiere/menu/0/checkout',
    });
    page.start();
    await vi.waitFor(() => expect(page.suggestions.status).toBe('ready'));
    page.next();
    expect(went).toEqual([{ to: '/cafe-lumiere/menu/0/checkout' }]);
  });
});

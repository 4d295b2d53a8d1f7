import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import type { SuggestProducts } from '../../core/use-cases/suggestions/suggest-products';
import { useContainer } from '../container/container-context';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import type { OrderingSession } from '../session/restaurant-view-model';
import { useViewModel } from '../container/use-view-model';
import { buttonClassName } from '../design/button';
import { ForgottenProductsViewModel } from './forgotten-products-view-model';
import { SuggestedProducts, useOverlayOverPage } from '../suggestions/suggested-products';

/**
 * checkout 2, room and scan variant: 'did you forget', the products proposed with the order. A product
 * opens over the tracking page (its productCompose / productFullView child routes) and goes to the
 * basket from there; the basket then leads to the menu's basket to order it. Shown once the menu is
 * loaded; nothing while it loads or when it fails (the tracking page only needs the settings).
 */
export const ForgottenProducts = observer(function ForgottenProducts({ orderedProductIds }: { readonly orderedProductIds: readonly number[] }) {
  const session = useRestaurant().session;
  if (session.status !== 'ready' || orderedProductIds.length === 0) return null;
  return <ForgottenProductsBlock session={session.value} orderedProductIds={orderedProductIds} />;
});

const ForgottenProductsBlock = observer(function ForgottenProductsBlock({ session, orderedProductIds }: { readonly session: OrderingSession; readonly orderedProductIds: readonly number[] }) {
  const { t } = useTranslation();
  const container = useContainer();
  const idsKey = orderedProductIds.join(',');
  const block = useViewModel(
    () =>
      new ForgottenProductsViewModel(session, idsKey.split(',').map(Number), {
        execute: async (input) => (await container.getAsync<SuggestProducts>(USE_CASES.suggestProducts)).execute(input),
      }),
    [session, idsKey, container],
  );
  // A proposed product opens over the tracking page and closes back to it, with its orderId and type.
  const { overlay, search } = useOverlayOverPage(session, `/${encodeURIComponent(session.settings.id)}/trackOrder`);
  return (
    <>
      {block.cards.length > 0 && (
        <section className="tracking-card forgotten-products" aria-labelledby="forgotten-products">
          <h2 id="forgotten-products" className="tracking-details__title">
            {t('did_you_forget')}
          </h2>
          <SuggestedProducts session={session} products={block.cards} search={search} />
          {block.basketCount > 0 && (
            <Link className={buttonClassName('primary')} to={`${paths.category(session.settings.id, 0)}/basket`}>
              {t('did_you_forget_see_basket', { count: block.basketCount })}
            </Link>
          )}
        </section>
      )}
      <Outlet context={overlay} />
    </>
  );
});

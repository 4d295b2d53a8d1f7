import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import type { SuggestProducts } from '../../core/use-cases/suggestions/suggest-products';
import { useContainer } from '../container/container-context';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import type { OrderingSession } from '../session/restaurant-view-model';
import { SessionGate } from '../session/session-gate';
import { usePageTitle } from '../routing/use-page-title';
import { useStableNavigate } from '../routing/use-stable-navigate';
import { useViewModel } from '../container/use-view-model';
import { Button } from '../design/button';
import { Spinner } from '../design/spinner';
import { SuggestionsViewModel } from './suggestions-view-model';
import { SuggestedProducts, useOverlayOverPage } from './suggested-products';
import { useWideScreen } from '../viewport/use-wide-screen';
import './suggestions.css';

/** /{restaurantId}/products-suggestion (browsing 2.6), its own chunk. */
export function Component() {
  return <SessionGate>{(session) => <SuggestionsPage session={session} />}</SessionGate>;
}

const SuggestionsPage = observer(function SuggestionsPage({ session }: { readonly session: OrderingSession }) {
  const { t } = useTranslation();
  const container = useContainer();
  const restaurant = useRestaurant();
  const navigate = useStableNavigate();
  const wide = useWideScreen();
  usePageTitle(t('about_your_selection_we_propose'), session.settings.restaurant_name);
  const page = useViewModel(
    () =>
      new SuggestionsViewModel(session, {
        suggestProducts: { execute: async (input) => (await container.getAsync<SuggestProducts>(USE_CASES.suggestProducts)).execute(input) },
        memory: restaurant,
        navigate,
        // checkout 2 (ours: config.checkout_in_drawer): on a wide screen validation is the hub in a drawer over the menu.
        checkoutPath: wide && session.settings.config.checkout_in_drawer ? `${paths.category(session.settings.id, 0)}/checkout` : paths.checkout(session.settings.id),
      }),
    [session, container, restaurant, navigate, wide],
  );

  // A suggested product opens over this page (productCompose/..., productFullView/...), as over the menu.
  const { overlay, search } = useOverlayOverPage(session, paths.productsSuggestion(session.settings.id));

  if (page.suggestions.status !== 'ready') return <Spinner label={t('loading')} />;
  return (
    <div className="page suggestions">
      <h1 className="page-title">{t('about_your_selection_we_propose')}</h1>
      <SuggestedProducts session={session} products={page.suggestions.value} search={search} />
      <div className="suggestions__next">
        <Button block large onClick={page.next}>
          {t('next_to_validation')}
        </Button>
      </div>
      <Outlet context={overlay} />
    </div>
  );
});

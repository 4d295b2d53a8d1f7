import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { presenterLanguage, presenterQuery } from '../../core/domain/presenter/presenter-query';
import type { LoadCatalogue } from '../../core/use-cases/catalogue/load-catalogue';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import { LoadPresenterScreen } from '../../core/use-cases/presenter/load-presenter-screen';
import { USE_CASES } from '../../config/use-case-tokens';
import { useContainer } from '../container/container-context';
import { switchLanguage } from '../locales/i18n';
import { UI_LANGUAGES } from '../locales/ui-languages';
import { useViewModel } from '../container/use-view-model';
import { useRestaurant } from '../session/restaurant-context';
import { usePushRegistration } from '../notifications/push-registration';
import { PresenterView } from './presenter-view';
import { PresenterViewModel } from './presenter-view-model';

/**
 * /{restaurantId}/productOptionsPresenter (accounts 2): the presenter screen of an ice-cream shop, its own
 * chunk, without the storefront's header and footer (the route's handle).
 */
export const Component = observer(function PresenterRoute() {
  const restaurant = useRestaurant();
  const container = useContainer();
  const { i18n } = useTranslation();
  const [search] = useSearchParams();
  const key = search.toString();
  const restaurantId = restaurant.restaurantId;
  const viewModel = useViewModel(() => {
    const useCase = new LoadPresenterScreen({
      loadSettings: (id) => container.get<LoadRestaurant>(USE_CASES.loadRestaurant).execute(id),
      loadCatalogue: (id) => container.get<LoadCatalogue>(USE_CASES.loadCatalogue).execute(id),
    });
    return new PresenterViewModel(restaurantId, presenterQuery(new URLSearchParams(key)), useCase, () => i18n.language);
  }, [restaurantId, key, container, i18n]);
  // accounts 2: "after a push-notification token is obtained, a registration is sent".
  usePushRegistration(restaurantId);
  // accounts 2 (issue 19): ?language= is the whole screen's language, its messages included. It is not kept
  // as the visitor's choice: the next address without it is in the usual language again.
  const screenLanguage = presenterLanguage(presenterQuery(new URLSearchParams(key)), UI_LANGUAGES, i18n.language);
  useEffect(() => {
    if (screenLanguage !== i18n.language) void switchLanguage(i18n, screenLanguage);
  }, [screenLanguage, i18n]);
  const settings = restaurant.settings.status === 'ready' ? restaurant.settings.value : null;
  if (!settings) return null;
  return <PresenterView viewModel={viewModel} settings={settings} language={presenterQuery(new URLSearchParams(key)).language ?? i18n.language} />;
});

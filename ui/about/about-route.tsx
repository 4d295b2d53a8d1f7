import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { Clock } from '../../core/ports/clock';
import { CLOCK } from '../../core/ports/clock';
import { useContainer } from '../container/container-context';
import { useRestaurant } from '../session/restaurant-context';
import { usePageTitle } from '../routing/use-page-title';
import { useViewModel } from '../container/use-view-model';
import { Spinner } from '../design/spinner';
import { AboutScreen } from './about-screen';
import { AboutViewModel } from './about-view-model';
import './about.css';

/** /{restaurantId}/about (browsing 2.1), its own chunk. */
export function Component() {
  const restaurant = useRestaurant();
  const container = useContainer();
  const { t } = useTranslation();
  const [clock, setClock] = useState<Clock | null>(null);
  useEffect(() => {
    let live = true;
    void container.getAsync<Clock>(CLOCK).then((resolved) => live && setClock(resolved));
    return () => {
      live = false;
    };
  }, [container]);
  if (restaurant.settings.status !== 'ready' || !clock) return <Spinner label={t('loading')} />;
  return <AboutPage settings={restaurant.settings.value} clock={clock} />;
}

const AboutPage = observer(function AboutPage({ settings, clock }: { readonly settings: RestaurantSettings; readonly clock: Clock }) {
  const { t } = useTranslation();
  const about = useViewModel(() => new AboutViewModel(settings, clock), [settings, clock]);
  usePageTitle(t('about_the_restaurant'), settings.restaurant_name);
  return <AboutScreen about={about} settings={settings} />;
});

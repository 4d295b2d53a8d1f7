import { USE_CASES } from '../../config/use-case-tokens';
import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { LoadCatalogue } from '../../core/use-cases/catalogue/load-catalogue';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import { answeredInTime } from '../answer-deadline';
import type { OpenedBackend } from '../backend';
import { CliError } from '../cli-error';
import { loadFailureMessage } from '../output/failure-messages';

/** The restaurant's settings and menu as the storefront reads them, or one line saying why they could not be. */
export async function loadRestaurantMenu(backend: OpenedBackend, restaurantId: string): Promise<{ readonly settings: RestaurantSettings; readonly catalogue: Catalogue }> {
  const { container } = backend;
  const [settings, catalogue] = await answeredInTime(
    backend,
    Promise.all([
      container.get<LoadRestaurant>(USE_CASES.loadRestaurant).execute(restaurantId),
      container.get<LoadCatalogue>(USE_CASES.loadCatalogue).execute(restaurantId),
    ]),
  );
  if (!settings.ok) throw new CliError(loadFailureMessage(settings.error, `restaurant ${restaurantId}`, backend));
  if (!catalogue.ok) throw new CliError(loadFailureMessage(catalogue.error, `the menu of ${restaurantId}`, backend));
  return { settings: settings.value, catalogue: catalogue.value };
}

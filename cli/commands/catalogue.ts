import { InvalidArgumentError } from 'commander';
import type { Command } from 'commander';
import { USE_CASES } from '../../config/use-case-tokens';
import type { LoadCatalogue } from '../../core/use-cases/catalogue/load-catalogue';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import { answeredInTime } from '../answer-deadline';
import type { GlobalOptions } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { catalogueTree } from '../output/catalogue-tree';
import { loadFailureMessage } from '../output/failure-messages';
import { moneyFormatter } from '../output/money-format';
import { printableJson } from '../output/printable-text';

function parseLanguage(value: string): string {
  try {
    return Intl.getCanonicalLocales(value)[0] ?? value;
  } catch {
    throw new InvalidArgumentError('expected a language code such as fr or en');
  }
}

/** `ordering catalogue <restaurantId>`: browsing 3 and 7, the menu as the storefront loads it. */
export function registerCatalogueCommand(program: Command, io: CliIo): void {
  program
    .command('catalogue')
    .description('print the menu of a restaurant as a tree (prices, options and their rules, sold-out marks)')
    .argument('<restaurantId>', 'the restaurant, e.g. le-comptoir or hotel-riviera')
    .option('--lang <language>', 'language of the menu texts and of the prices', parseLanguage, 'fr')
    .option('--ids', 'show product, option and item ids, to write an order file')
    .action(async (restaurantId: string, options: { lang: string; ids?: boolean }, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      await withBackend(globals, async (backend) => {
        const [settings, catalogue] = await answeredInTime(
          backend,
          Promise.all([
            backend.container.get<LoadRestaurant>(USE_CASES.loadRestaurant).execute(restaurantId),
            backend.container.get<LoadCatalogue>(USE_CASES.loadCatalogue).execute(restaurantId),
          ]),
        );
        if (!settings.ok) throw new CliError(loadFailureMessage(settings.error, `restaurant ${restaurantId}`, backend));
        if (!catalogue.ok) throw new CliError(loadFailureMessage(catalogue.error, `the menu of ${restaurantId}`, backend));
        if (globals.json) {
          io.out(printableJson(catalogue.value, 2));
          return;
        }
        const money = moneyFormatter(settings.value.currency, settings.value.config.nb_decimal_price, options.lang);
        io.out(catalogueTree(settings.value, catalogue.value, { language: options.lang, money, ids: options.ids ?? false }));
      });
    });
}

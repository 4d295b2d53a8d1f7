import type { Command } from 'commander';
import { resolve } from 'node:path';
import { BASKET_STORE, USE_CASES } from '../../config/use-case-tokens';
import type { Basket } from '../../core/domain/basket/basket';
import type { AddFormulaToBasket } from '../../core/use-cases/basket/add-formula-to-basket';
import type { AddToBasket } from '../../core/use-cases/basket/add-to-basket';
import type { BasketStore } from '../../core/use-cases/basket/basket-store';
import type { ValidateCheckout } from '../../core/use-cases/checkout/validate-checkout';
import type { GlobalOptions } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { printable, printableJson } from '../output/printable-text';
import { readCheckoutFile } from './checkout-file';
import { loadRestaurantMenu } from './restaurant-menu';

/**
 * `ordering checkout validate`: fills the basket of a checkout file through the storefront's use cases,
 * then runs every checkout 5 rule on what the customer filled in (ValidateCheckout). Prints the message
 * keys that block the order, each with its field; exits 1 when there is any, 0 when the order could go.
 */
export function registerCheckoutValidateCommand(checkout: Command, io: CliIo): void {
  checkout
    .command('validate')
    .description('check a checkout file (basket lines and what the customer filled in) against every checkout rule; prints the message keys that block it')
    .requiredOption('--restaurant <id>', 'the restaurant, e.g. la-buvette')
    .requiredOption('--file <checkout.json>', 'the checkout, e.g. cli/examples/checkout-valid.json')
    .action(async (options: { restaurant: string; file: string }, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const file = await readCheckoutFile(resolve(io.cwd, options.file));
      await withBackend(globals, async (backend) => {
        const { container } = backend;
        const menu = await loadRestaurantMenu(backend, options.restaurant);
        const restaurantId = menu.settings.id;
        let basket: Basket = container.get<BasketStore>(BASKET_STORE).empty(restaurantId);
        for (const [index, line] of file.lines.entries()) {
          const context = { restaurantId, catalogue: menu.catalogue, settings: menu.settings, quantity: line.nb };
          const added =
            line.type === 'menu'
              ? container.get<AddFormulaToBasket>(USE_CASES.addFormulaToBasket).execute({ ...context, formulaId: line.product_id, picks: line.products })
              : container.get<AddToBasket>(USE_CASES.addToBasket).execute({ ...context, productId: line.product_id, selection: line.options });
          if (!added.ok) throw new CliError(`basket line ${index + 1} (product ${line.product_id}) refused: ${added.error}`);
          basket = added.value;
        }
        const verdict = (await container.getAsync<ValidateCheckout>(USE_CASES.validateCheckout)).execute({ settings: menu.settings, basket, form: file.form, cookieChoiceMade: true });
        const blocking = [...(verdict.block ? [{ field: 'checkout', key: verdict.block }] : []), ...verdict.problems];
        if (globals.json) {
          io.out(printableJson({ restaurant: restaurantId, valid: blocking.length === 0, keys: verdict.keys, problems: blocking }, 2));
        } else if (blocking.length === 0) {
          io.out(`Checkout at ${printable(menu.settings.restaurant_name)} (${printable(restaurantId)}): valid, nothing blocks the order`);
        } else {
          io.out(`Checkout at ${printable(menu.settings.restaurant_name)} (${printable(restaurantId)}): blocked by`);
          for (const problem of blocking) io.out(`  ${problem.key} (${problem.field})`);
        }
        // checkout 5: a checkout that would be refused is a failure for scripts.
        if (blocking.length > 0) throw new CliError(`checkout blocked: ${verdict.keys.join(', ')}`);
      });
    });
}

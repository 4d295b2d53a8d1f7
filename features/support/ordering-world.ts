import type { DateTime } from 'luxon';
import { After, Before, World, setDefaultTimeout, setWorldConstructor } from '@cucumber/cucumber';
import type { IWorldOptions } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import type { SimulatorAdmin } from '../../config/node-container';
import { SIMULATOR_ADMIN, createNodeContainer } from '../../config/node-container';
import { BASKET_STORE } from '../../config/use-case-tokens';
import type { Basket } from '../../core/domain/basket/basket';
import type { Catalogue, Product, ProductOption } from '../../core/domain/catalogue/catalogue';
import type { OptionSelection } from '../../core/domain/catalogue/option-selection';
import type { CheckoutForm } from '../../core/domain/checkout/checkout-form';
import { emptyCheckoutForm } from '../../core/domain/checkout/checkout-form';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { Result } from '../../core/domain/result';
import type { OrderGateway } from '../../core/ports/order-gateway';
import { ORDER_GATEWAY } from '../../core/ports/order-gateway';
import type { FormulaBuilder } from '../../core/domain/formula/formula-builder';
import type { FormulaMenu } from '../../core/domain/formula/formula-menu';
import type { BasketStore } from '../../core/use-cases/basket/basket-store';
import type { OrderPlaced, PlaceOrderFailure } from '../../core/use-cases/order/place-order';
import { CountingOrderGateway } from './counting-order-gateway';
import type { ScenarioBackend } from './scenario-backend';
import { scenarioBackend } from './scenario-backend';
import type { TrackingRecorder } from './tracking-recorder';

setDefaultTimeout(15_000);

/** The product on the product screen, with the options picked so far (browsing 4). */
export interface Composition {
  readonly product: Product;
  readonly options: readonly ProductOption[];
  selection: OptionSelection;
}

/**
 * One customer's session: the node container (use cases over the scenario's backend) and what the
 * customer has seen and done so far.
 */
export class OrderingWorld extends World {
  readonly container: Container;
  readonly orderGateway: CountingOrderGateway;
  private readonly scenario: ScenarioBackend;

  restaurantId = '';
  settings: RestaurantSettings | null = null;
  catalogue: Catalogue | null = null;
  composition: Composition | null = null;
  /** The formula being built (browsing 4), step by step. */
  formula: { readonly menu: FormulaMenu; state: FormulaBuilder } | null = null;
  /** The answer to the last add, pick or skip: the basket, or the rule's message key. */
  lastAdd: Result<unknown, string> | null = null;
  /** browsing 8: the message the storefront gave after the last add (basket-rules-steps). */
  told: string | null = null;
  /** accounts 9: the locale the storefront shows, as a locale scenario chose it. */
  shownLocale: string | null = null;
  form: CheckoutForm = emptyCheckoutForm();
  placed: Result<OrderPlaced, PlaceOrderFailure> | null = null;
  tracking: TrackingRecorder | null = null;

  constructor(options: IWorldOptions) {
    super(options);
    this.scenario = scenarioBackend();
    this.container = createNodeContainer({ backend: this.scenario.backend, deterministic: true, clock: this.scenario.clock });
    this.orderGateway = new CountingOrderGateway(this.container.get<OrderGateway>(ORDER_GATEWAY));
    this.container.rebind<OrderGateway>(ORDER_GATEWAY).toConstantValue(this.orderGateway);
  }

  /** The scenario's time: the simulator's clock, started at the suites' instant (scenario-backend.ts). */
  now(): DateTime {
    return this.scenario.clock.now();
  }

  /** That clock, for another customer's container on the same platform (shared-cart-steps). */
  get scenarioClock(): ScenarioBackend['clock'] {
    return this.scenario.clock;
  }

  /** Where this scenario's calls go: another customer's container shares it (shared-cart-steps). */
  get backend(): ScenarioBackend['backend'] {
    return this.scenario.backend;
  }

  get admin(): SimulatorAdmin {
    return this.container.get<SimulatorAdmin>(SIMULATOR_ADMIN);
  }

  /** The basket as stored, exactly as checkout will read it. */
  storedBasket(): Basket {
    return this.container.get<BasketStore>(BASKET_STORE).read(this.restaurantId).basket;
  }

  orderNumber(): string {
    if (!this.placed?.ok) throw new Error(`no order was placed: ${JSON.stringify(this.placed)}`);
    return this.placed.value.orderNumber;
  }

  shownSettings(): RestaurantSettings {
    if (!this.settings) throw new Error('open a menu first ("Given I am on the menu of ...")');
    return this.settings;
  }

  shownCatalogue(): Catalogue {
    if (!this.catalogue) throw new Error('open a menu first ("Given I am on the menu of ...")');
    return this.catalogue;
  }

  dispose(): void {
    this.tracking?.stop();
    this.scenario.close();
  }
}

setWorldConstructor(OrderingWorld);

// Over HTTP the scenarios share one simulator server: each starts from the demo state.
Before(async function (this: OrderingWorld) {
  await this.admin.reset();
});

After(function (this: OrderingWorld) {
  this.dispose();
});

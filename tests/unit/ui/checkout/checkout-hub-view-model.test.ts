import { describe, expect, it, vi } from 'vitest';
import { USE_CASES } from '../../../../config/use-case-tokens';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import type { ComputeCheckoutTotals } from '../../../../core/use-cases/checkout/compute-checkout-totals';
import type { PlaceOrder } from '../../../../core/use-cases/order/place-order';
import type { SavedInfosBook } from '../../../../core/use-cases/checkout/saved-infos-book';
import type { LoadCatalogue } from '../../../../core/use-cases/catalogue/load-catalogue';
import { CheckoutViewModel } from '../../../../ui/checkout/checkout-view-model';
import { CheckoutStepsViewModel } from '../../../../ui/checkout/checkout-steps-view-model';
import { UnavailableProductsViewModel } from '../../../../ui/checkout/unavailable-products-view-model';
import { demoSession } from '../fixtures/demo-session';
import type { DemoSession } from '../fixtures/demo-session';
import type { Clock } from '../../../../core/ports/clock';
import { CLOCK } from '../../../../core/ports/clock';
import { defaultDay, offeredSlots, scheduleDays } from '../../../../core/domain/schedule/offered-slots';
import { scheduleContextOf } from '../../../../core/domain/schedule/schedule-choice';
import { ManualTimers } from '../fixtures/manual-timers';
import { DateTime } from 'luxon';
import type { DropLinesNotAvailableOnDay } from '../../../../core/use-cases/schedule/drop-lines-not-available-on-day';

function add(session: DemoSession, productId: number, quantity = 1) {
  const result = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({
    restaurantId: session.settings.id,
    catalogue: session.catalogue,
    settings: session.settings,
    productId,
    selection: [],
    quantity,
  });
  if (!result.ok) throw new Error(result.error);
  session.basket.replace(result.value);
}

function hubOf(session: DemoSession) {
  const navigations: string[] = [];
  const notices: string[] = [];
  const checkout = new CheckoutViewModel(session.settings, session.basket, {
    computeTotals: session.container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals),
    placeOrder: async () => session.container.getAsync<PlaceOrder>(USE_CASES.placeOrder),
    navigate: (to) => navigations.push(to),
    origin: 'https://shop.example/',
    timers: new ManualTimers(),
    savedInfos: session.container.get<SavedInfosBook>(USE_CASES.savedInfosBook).at(session.settings.id),
    dropLinesNotAvailableOnDay: async (day) => {
      const drop = await session.container.getAsync<DropLinesNotAvailableOnDay>(USE_CASES.dropLinesNotAvailableOnDay);
      const dropped = drop.execute({ restaurantId: session.settings.id, catalogue: session.catalogue, day });
      if (dropped.notice !== null) session.basket.replace(dropped.basket);
      return dropped.notice;
    },
    notify: (key) => notices.push(key),
  });
  return { checkout, steps: new CheckoutStepsViewModel(checkout), navigations, notices };
}

/** La Buvette takes orders for a time slot (checkout 4): the first one offered now. */
function chooseFirstSlot(session: DemoSession, checkout: CheckoutViewModel) {
  const orderType = session.settings.orderTypes.find((type) => type.id === checkout.orderTypeId)!;
  const context = scheduleContextOf(session.settings, orderType, session.container.get<Clock>(CLOCK).now());
  const day = defaultDay(scheduleDays(context))!;
  checkout.setTimeSlot({ day, slot: offeredSlots(context, day)[0]! });
}

describe('the checkout hub at la-buvette (checkout 2, 4, 5)', () => {
  it('checkout 2: one payment mode, so two steps: general informations, then the combined step', async () => {
    const session = await demoSession('la-buvette');
    add(session, 2201);
    const { steps } = hubOf(session);
    expect(steps.steps).toEqual(['general_informations', 'comments_and_summary']);
    expect(steps.current).toBe('general_informations');
  });

  it('checkout 4: Next moves on only once the step validates; its problems are shown next to their fields', async () => {
    const session = await demoSession('la-buvette');
    add(session, 2201);
    const { checkout, steps } = hubOf(session);
    steps.next();
    expect(steps.current).toBe('general_informations');
    // checkout 4: the time slot is part of the first step: Next wants it too.
    expect(checkout.problems.map((problem) => problem.key)).toEqual(['full_name_min_length_error', 'incorrect_phone_number', 'timeslot_required']);
    checkout.contact.setFullName('Alice Martin');
    checkout.contact.setPhone('06 12 34 56 78');
    steps.next();
    expect(steps.current).toBe('general_informations');
    expect(checkout.problems.map((problem) => problem.key)).toEqual(['timeslot_required']);
    chooseFirstSlot(session, checkout);
    steps.next();
    expect(steps.current).toBe('comments_and_summary');
    expect(checkout.problems).toEqual([]);
    steps.previous();
    expect(steps.current).toBe('general_informations');
    expect(steps.moves).toBe(2);
  });

  it("issue 22.11: a line of the problems' summary leads to the step holding its field", async () => {
    const session = await demoSession('la-buvette');
    add(session, 2201);
    const { checkout, steps } = hubOf(session);
    await checkout.submit();
    const fields = checkout.problems.map((problem) => problem.field);
    expect(fields).toContain('cgv');
    expect(fields).toContain('fullName');
    steps.showStepOf('cgv');
    expect(steps.current).toBe('comments_and_summary');
    steps.showStepOf('fullName');
    expect(steps.current).toBe('general_informations');
    expect(steps.moves).toBe(2);
  });

  it('checkout 4: choosing a slot on a day a product is not sold takes it out of the basket, with product_not_available_anymore', async () => {
    const session = await demoSession('la-buvette');
    add(session, 1204);
    add(session, 1101);
    const { checkout, notices } = hubOf(session);
    const orderType = session.settings.orderTypes.find((type) => type.id === checkout.orderTypeId)!;
    const context = scheduleContextOf(session.settings, orderType, session.container.get<Clock>(CLOCK).now());
    // Moules-frites are sold on Fridays only (weekday 5).
    const day = scheduleDays(context).find((offered) => DateTime.fromISO(offered.date).weekday !== 5 && offeredSlots(context, offered).length > 0)!;
    checkout.setTimeSlot({ day, slot: offeredSlots(context, day)[0]! });
    await vi.waitFor(() => expect(session.basket.basket.basketProducts.map((entry) => entry.product.id)).toEqual([1101]));
    expect(notices).toEqual(['product_not_available_anymore']);
  });

  it('checkout 5: the validate button says what is missing: mandatory question, packaging, cutlery, terms', async () => {
    const session = await demoSession('la-buvette');
    add(session, 2201);
    const { checkout } = hubOf(session);
    checkout.contact.setFullName('Alice Martin');
    checkout.contact.setPhone('06 12 34 56 78');
    chooseFirstSlot(session, checkout);
    expect(checkout.missing.map((problem) => `${problem.field}:${problem.key}`)).toEqual([
      'question-1:one_or_more_answers_expected',
      'option-10:missing_mandatory_options',
      'cutlery:missing_mandatory_options',
      'cgv:missing_cgv_checked',
    ]);
    checkout.commentsAndOptions.answerQuestion(1, 2, true);
    checkout.commentsAndOptions.chooseCheckoutOption(10, 'reusable', true);
    checkout.commentsAndOptions.setCutlery(2);
    checkout.summaryAndPayment.setCgvAccepted(true);
    expect(checkout.missing).toEqual([]);
  });

  it('checkout 4: the order is sent with its answers, options, cutlery and tip, and the contact infos are remembered', async () => {
    const session = await demoSession('la-buvette');
    add(session, 2201, 2);
    const { checkout, navigations } = hubOf(session);
    checkout.contact.setFullName('Alice Martin');
    checkout.contact.setPhone('06 12 34 56 78');
    checkout.commentsAndOptions.answerQuestion(1, 1, true);
    checkout.commentsAndOptions.answerQuestion(2, 3, true);
    checkout.commentsAndOptions.answerQuestion(2, 4, true);
    checkout.commentsAndOptions.chooseCheckoutOption(10, 'paper', true);
    checkout.commentsAndOptions.setCutlery(0);
    checkout.commentsAndOptions.setTipText('1,20');
    checkout.summaryAndPayment.setCgvAccepted(true);
    chooseFirstSlot(session, checkout);
    expect(checkout.commentsAndOptions.tips).toBe(120);
    await checkout.submit();
    expect(checkout.state.kind).toBe('placed');
    expect(navigations[0]).toMatch(/^\/la-buvette\/trackOrder\?orderId=/);
    const book = session.container.get<SavedInfosBook>(USE_CASES.savedInfosBook);
    expect(book.recall('la-buvette')).toEqual([{ fullName: 'Alice Martin', firstName: '', lastName: '', phone: '06 12 34 56 78', email: '' }]);
    // Issue 22.8: kept for La Buvette only.
    expect(book.recall('hotel-mimosa')).toEqual([]);
  });

  it('checkout 3 subscribe_newsletter: La Buvette offers its letter in its own words, off by default; the ticked choice is the order\'s opt_in_promotions', async () => {
    const session = await demoSession('la-buvette');
    add(session, 2201);
    const { checkout } = hubOf(session);
    expect(checkout.summaryAndPayment.offersNewsletter).toBe(true);
    expect(checkout.summaryAndPayment.newsletterText).toMatchObject({ en: "Get La Buvette's letter: concerts and new beers" });
    expect(checkout.form.optInPromotions).toBe(false);
    checkout.summaryAndPayment.setOptInPromotions(true);
    expect(checkout.form.optInPromotions).toBe(true);
    const comptoir = await demoSession('le-comptoir');
    expect(hubOf(comptoir).checkout.summaryAndPayment.offersNewsletter).toBe(false);
  });

  it('checkout 7 "Amount for hosted fields is (basket total + tips) times 100, in the restaurant\'s currency, country FR"', async () => {
    const session = await demoSession('la-buvette');
    add(session, 2201, 2);
    const { checkout } = hubOf(session);
    checkout.commentsAndOptions.setTipText('1,20');
    // Two lemonades at 4,00 € and a 1,20 € tip, in cents.
    expect(checkout.summaryAndPayment.paymentContext).toMatchObject({ amount: 920, currency: 'EUR', country: 'FR' });
  });

  it('checkout 5: a tip that does not read as an amount is refused (invalid_tip)', async () => {
    const session = await demoSession('la-buvette');
    add(session, 2201);
    const { checkout } = hubOf(session);
    checkout.commentsAndOptions.setTipText('beaucoup');
    expect(checkout.missing.some((problem) => problem.key === 'invalid_tip')).toBe(true);
    expect(checkout.commentsAndOptions.tips).toBe(0);
  });

  it('checkout 2: the recovery notice offers the saved infos and fills the form with them', async () => {
    const session = await demoSession('la-buvette');
    add(session, 2201);
    session.container.get<SavedInfosBook>(USE_CASES.savedInfosBook).remember('la-buvette', { fullName: 'Bob Durand', firstName: '', lastName: '', phone: '0611223344', email: 'bob@example.fr' });
    const { checkout } = hubOf(session);
    expect(checkout.contact.savedInfos).toHaveLength(1);
    checkout.contact.useSavedInfos(checkout.contact.savedInfos[0]!);
    expect([checkout.contact.fullName, checkout.contact.phone, checkout.contact.email]).toEqual(['Bob Durand', '0611223344', 'bob@example.fr']);
    expect(checkout.contact.savedInfos).toEqual([]);
  });
});

describe('checkout 2: the products-no-longer-available popup', () => {
  it('lists the basket products the menu no longer serves; close or show cart removes them and opens the basket', async () => {
    const session = await demoSession('la-buvette');
    add(session, 2201);
    add(session, 2101);
    session.engine.setStock('la-buvette', 2201, 0);
    let basketOpened = 0;
    const unavailable = new UnavailableProductsViewModel({
      loadCatalogue: () => session.container.get<LoadCatalogue>(USE_CASES.loadCatalogue).execute('la-buvette'),
      basket: session.basket,
      goToBasket: () => (basketOpened += 1),
    });
    await unavailable.check();
    expect(unavailable.isOpen).toBe(true);
    expect(unavailable.removed.map((entry) => entry.product.id)).toEqual([2201]);
    unavailable.confirm();
    expect(session.basket.basket.basketProducts.map((entry) => entry.product.id)).toEqual([2101]);
    expect(basketOpened).toBe(1);
    expect(unavailable.isOpen).toBe(false);
  });
});

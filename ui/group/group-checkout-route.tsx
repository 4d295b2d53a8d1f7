import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { GROUP_ORDER_USE_CASES } from '../../config/bind-group-order';
import { groupOrderTypeKey } from '../../core/domain/group/group-delivery-details';
import type { GroupSettings } from '../../core/domain/group/group-settings';
import { orderTypeName } from '../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { KeyValueStore } from '../../core/ports/key-value-store';
import { KEY_VALUE_STORE } from '../../core/ports/key-value-store';
import type { PlaceGroupOrder } from '../../core/use-cases/group-order/place-group-order';
import { useContainer } from '../container/container-context';
import { usePriceFormat } from '../format/use-price-format';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { useStableNavigate } from '../routing/use-stable-navigate';
import { useViewModel } from '../container/use-view-model';
import { Button, buttonClassName } from '../design/button';
import { Checkbox, Radio } from '../design/choice-input';
import { Spinner } from '../design/spinner';
import { TextField } from '../design/text-field';
import { USE_CASES } from '../../config/use-case-tokens';
import type { LogClientWarning } from '../../core/use-cases/log-client-warning';
import { browserTimers } from '../notifications/notification-center';
import { OrderInProgress, OrderTimedOut } from '../checkout/order-in-progress';
import { groupHomePath } from './child-token';
import { GroupBasketParts } from './group-basket-parts';
import { GroupCheckoutViewModel } from './group-checkout-view-model';
import { useGroupBasket } from './use-group-basket';
import './group.css';

/** /{groupId}/groupCheckout (ours): one checkout for the baskets of every outlet of a group (checkout 3, 7). */
export const Component = observer(function GroupCheckoutRoute() {
  const restaurant = useRestaurant();
  if (restaurant.settings.status !== 'ready') return null;
  const settings = restaurant.settings.value;
  if (!settings.multi_establishment) return <Navigate to={paths.checkout(settings.id)} replace />;
  return <GroupCheckout settings={settings} group={settings.multi_establishment} />;
});

const GroupCheckout = observer(function GroupCheckout({ settings, group }: { readonly settings: RestaurantSettings; readonly group: GroupSettings }) {
  const { t } = useTranslation();
  const container = useContainer();
  const navigate = useStableNavigate();
  const basket = useGroupBasket(group);
  const checkout = useViewModel(
    () =>
      new GroupCheckoutViewModel(
        basket,
        settings.id,
        {
          placeGroupOrder: () => container.getAsync<PlaceGroupOrder>(GROUP_ORDER_USE_CASES.placeGroupOrder),
          navigate,
          timers: browserTimers,
          // checkout 7: the in-progress timeout is reported to the platform (client log).
          warn: (message) => void container.get<LogClientWarning>(USE_CASES.logClientWarning).execute({ restaurantId: settings.id, message }),
          // Issue 15.5: an order attempt whose answer was lost is looked up when the page loads.
          resumePendingOrder: async () => (await container.getAsync<PlaceGroupOrder>(GROUP_ORDER_USE_CASES.placeGroupOrder)).resume(settings.id),
        },
        container.get<KeyValueStore>(KEY_VALUE_STORE).get(groupOrderTypeKey(settings.id)),
      ),
    [basket, settings.id, container, navigate],
  );
  usePageTitle(t('group_checkout_title'), settings.restaurant_name);
  const price = usePriceFormat(settings);
  const form = useRef<HTMLFormElement>(null);
  // checkout 5: each refused submit brings the focus to the first field at fault.
  useEffect(() => {
    if (checkout.validationRound > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checkout.validationRound]);

  if (basket.outlets.status === 'loading') return <Spinner label={t('loading')} />;
  // checkout 4: the in-progress screen, then its 25 s error state; back to the menu keeps every basket.
  const backToMenu = (
    <Link className={buttonClassName('secondary')} to={groupHomePath(settings.id)}>
      {t('back_to_menu')}
    </Link>
  );
  if (checkout.inProgress) return <OrderInProgress backToMenu={backToMenu} />;
  if (checkout.state.kind === 'timed_out') return <OrderTimedOut backToMenu={backToMenu} />;
  const { totals } = checkout;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void checkout.submit();
  };
  const problem = (field: string) => {
    const found = checkout.problemOf(field);
    return found ? t(found.key) : null;
  };
  return (
    <div className="group-checkout page">
      <h1 className="group-checkout__title">{t('group_checkout_title')}</h1>
      {totals.parts.length === 0 ? (
        <div className="group-checkout__empty">
          <p>{t('empty_basket')}</p>
          <Link className={buttonClassName('primary')} to={groupHomePath(settings.id)}>
            {t('group_choose_outlet')}
          </Link>
        </div>
      ) : (
        <form ref={form} className="group-checkout__form" onSubmit={onSubmit} noValidate>
          <div className="group-checkout__basket">
            <p className="group-checkout__intro">{t('group_checkout_intro', { count: totals.parts.length })}</p>
            <GroupBasketParts parts={totals.parts} />
            <p className="group-checkout__total">
              <span>{t('total')}</span> <span data-testid="group-total">{price(totals.total)}</span>
            </p>
            <Link to={groupHomePath(settings.id)} className="group-checkout__more">
              {t('group_add_from_other_outlets')}
            </Link>
          </div>
          <div className="group-checkout__details">
            <fieldset className="checkout-fieldset">
              <legend className="checkout-section__title">{t('order_type')}</legend>
              {checkout.orderTypes.length === 0 && <p className="field__error">{t('group_no_common_order_type')}</p>}
              {checkout.orderTypes.map((id) => (
                <Radio key={id} name="group-order-type" label={t(`order_type_${orderTypeName(id)}`)} checked={checkout.orderTypeId === id} onChange={() => checkout.chooseOrderType(id)} />
              ))}
              {problem('orderType') && <p className="field__error">{problem('orderType')}</p>}
              <p className="group-checkout__payment">{t('group_paid_at_each_counter')}</p>
            </fieldset>
            <fieldset className="checkout-fieldset">
              <legend className="checkout-section__title">{t('your_details')}</legend>
              <TextField label={t('full_name')} autoComplete="name" value={checkout.fullName} onChange={(event) => checkout.setFullName(event.target.value)} error={problem('fullName')} />
              <TextField label={t('phone_number')} hint={t('phone_hint')} type="tel" autoComplete="tel" value={checkout.phone} onChange={(event) => checkout.setPhone(event.target.value)} error={problem('phone')} />
              <TextField label={t('email_address')} hint={t('optional')} type="email" autoComplete="email" value={checkout.email} onChange={(event) => checkout.setEmail(event.target.value)} error={problem('email')} />
              <TextField multiline label={t('order_comment')} hint={t('optional')} value={checkout.comment} onChange={(event) => checkout.setComment(event.target.value)} rows={2} />
            </fieldset>
            <Checkbox label={t('accept_terms_of_sale')} checked={checkout.cgvAccepted} onChange={(event) => checkout.setCgvAccepted(event.target.checked)} error={problem('cgv')} />
            {/* A new tab, so that reading the terms loses nothing of the form. */}
            <a className="checkout__terms-link" href={`/${encodeURIComponent(settings.id)}/cgv`} target="_blank" rel="noopener">
              {t('read_terms_of_sale')}
            </a>
            {problem('basket') && <p className="field__error">{problem('basket')}</p>}
            <div aria-live="polite">
              {checkout.state.kind === 'failed' && (
                <p className="notice notice--error">
                  {t('order_could_not_be_sent')} {t('basket_kept_try_again')}
                </p>
              )}
              {checkout.state.kind === 'outcome_unknown' && (
                <p className="notice notice--error">
                  {t('order_outcome_unknown')} {t('order_outcome_unknown_detail')}
                </p>
              )}
              {checkout.state.kind === 'refused' && <p className="notice notice--error">{t(checkout.state.key)}</p>}
            </div>
            <Button type="submit" large block disabled={checkout.state.kind === 'sending'}>
              {checkout.state.kind === 'sending' ? t('sending_order') : t('validate_order_for', { price: price(totals.total) })}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
});

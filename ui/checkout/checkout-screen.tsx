import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { usePriceFormat } from '../app/format/use-price-format';
import type { OrderingSession } from '../app/restaurant/restaurant-view-model';
import { paths } from '../app/restaurant/restaurant-paths';
import { BasketLines } from '../basket/basket-lines';
import { Button, buttonClassName } from '../design/button';
import { Checkbox } from '../design/choice-input';
import { ErrorScreen } from '../design/error-screen';
import { BackIcon } from '../design/icons';
import { Spinner } from '../design/spinner';
import { ContactFields } from './contact-fields';
import { OrderTypeFields } from './order-type/order-type-fields';
import { FreeDeliveryBanner } from './order-type/delivery-banners';
import { SlotPicker } from './schedule/slot-picker';
import { TableNumberModal } from './order-type/table-number-modal';
import type { CheckoutViewModel } from './checkout-view-model';
import { COMMENT_FORM_MAX_LENGTH } from '../../core/domain/checkout/checkout-form';
import { TextField } from '../design/text-field';
import '../basket/basket.css';
import './checkout.css';

/** checkout 2 to 5: the short checkout, its in-progress screen and its error states. */
export const CheckoutScreen = observer(function CheckoutScreen({ checkout, session }: { readonly checkout: CheckoutViewModel; readonly session: OrderingSession }) {
  const { t } = useTranslation();
  const price = usePriceFormat(session.settings);
  const restaurantId = session.settings.id;
  const summaryRef = useRef<HTMLDivElement>(null);
  const { state, problems, totals } = checkout;

  // checkout 5: after a refused submit the list of problems takes the focus, so it is read out first.
  useEffect(() => {
    if (checkout.validationRound > 0) summaryRef.current?.focus();
  }, [checkout.validationRound]);

  if (checkout.basketIsEmpty && state.kind === 'editing') return <Navigate to={paths.home(restaurantId)} replace />;
  const backToMenu = (
    <Link className={buttonClassName('secondary')} to={paths.home(restaurantId)}>
      {t('back_to_menu')}
    </Link>
  );

  if (state.kind === 'sending' || state.kind === 'placed') {
    return (
      <div className="page checkout-progress">
        <Spinner label={t('still_a_little_patience')} />
        <p className="checkout-progress__detail">{t('check_latest_information')}</p>
        {backToMenu}
      </div>
    );
  }
  if (state.kind === 'timed_out') {
    return (
      <div className="page">
        <ErrorScreen
          title={t('an_error_has_occurred')}
          message={
            <>
              <p>{t('connection_error')}</p>
              <p>{t('check_internet_connection')}</p>
            </>
          }
          actions={backToMenu}
        />
      </div>
    );
  }

  return (
    <div className="page checkout">
      <Link className="back-link" to={paths.home(restaurantId)}>
        <BackIcon size={18} /> {t('back_to_menu')}
      </Link>
      <h1 className="page-title">{t('checkout_title')}</h1>
      <form
        className="checkout__layout"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void checkout.submit();
        }}
      >
        <div className="checkout__main">
          {state.kind === 'failed' && (
            <div className="notice notice--error" role="alert">
              <div>
                <p className="notice__title">{t('order_could_not_be_sent')}</p>
                <p>{t('basket_kept_try_again')}</p>
                <Button className="notice__action" onClick={() => void checkout.submit()}>
                  {t('retry')}
                </Button>
              </div>
            </div>
          )}
          {state.kind === 'refused' && (
            <div className="notice notice--error" role="alert">
              <p className="notice__title">{t(state.key)}</p>
            </div>
          )}
          {problems.length > 0 && (
            <div ref={summaryRef} className="notice notice--error" role="alert" tabIndex={-1}>
              <div>
                <p className="notice__title">{t('invalid_information')}</p>
                <ul>
                  {problems.map((problem) => (
                    <li key={`${problem.field}-${problem.key}`}>{t(problem.key, { amount: price(totals.minimumPrice) })}</li>
                  ))}
                </ul>
              </div>
            </div>
          )}
          <ContactFields checkout={checkout} />
          <OrderTypeFields checkout={checkout} />
          <SlotPicker checkout={checkout} />
          <TableNumberModal checkout={checkout} session={session} />
          <section className="checkout-section" aria-labelledby="checkout-comment">
            <h2 id="checkout-comment" className="checkout-section__title">
              {t('comment_title')}
            </h2>
            <TextField
              multiline
              label={t('order_comment')}
              hint={t('optional')}
              value={checkout.comment}
              maxLength={COMMENT_FORM_MAX_LENGTH}
              rows={3}
              counter={t('characters_count', { count: checkout.commentLength, max: COMMENT_FORM_MAX_LENGTH })}
              onChange={(event) => checkout.setComment(event.target.value)}
            />
          </section>
        </div>
        <aside className="checkout__summary" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" className="checkout-section__title">
            {t('order_summary')}
          </h2>
          <BasketLines basket={session.basket} price={price} editable={false} />
          <dl className="checkout__totals">
            <div>
              <dt>{t('subtotal')}</dt>
              <dd>{price(totals.subtotal)}</dd>
            </div>
            {totals.deliveryCost > 0 && (
              <div>
                <dt>{t('delivery_cost')}</dt>
                <dd>{price(totals.deliveryCost)}</dd>
              </div>
            )}
            <div className="checkout__total">
              <dt>{t('total')}</dt>
              <dd>{price(totals.total)}</dd>
            </div>
          </dl>
          <FreeDeliveryBanner checkout={checkout} price={price} />
          {totals.belowMinimum && <p className="notice">{t('order_possible_from', { amount: price(totals.minimumPrice) })}</p>}
          <Checkbox
            label={t('accept_terms_of_sale')}
            checked={checkout.cgvAccepted}
            onChange={(event) => checkout.setCgvAccepted(event.target.checked)}
            error={checkout.problemOf('cgv') ? t('missing_cgv_checked') : null}
          />
          <Button type="submit" large block disabled={totals.belowMinimum}>
            {t('validate_order_for', { price: price(totals.total) })}
          </Button>
        </aside>
      </form>
    </div>
  );
});

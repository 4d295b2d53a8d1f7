import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PARTS, MIN_PARTS, SHARE_WAYS } from '../../core/domain/bill-split/bill-split';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { trackedLineName } from '../../core/domain/tracking/tracked-line-name';
import { Button } from '../design/button';
import { usePriceFormat } from '../format/use-price-format';
import { useRestaurant } from '../session/restaurant-context';
import type { BillSplitViewModel } from './bill-split-view-model';

const PARTS = Array.from({ length: MAX_PARTS - MIN_PARTS + 1 }, (_, index) => index + MIN_PARTS);

/**
 * Issue 20 item 2: paying a share of the table's bill. The four ways are a native radio group (a fieldset and
 * its legend: arrow keys move between them), then what the chosen way needs, the tip, the amount and the button.
 */
export const BillSplitForm = observer(function BillSplitForm({ settings, split }: { readonly settings: RestaurantSettings; readonly split: BillSplitViewModel }) {
  const { t, i18n } = useTranslation();
  const price = usePriceFormat(settings);
  const id = useId();
  const session = useRestaurant().session;
  const catalogue = session.status === 'ready' ? session.value.catalogue : null;
  const { amount, state } = split;
  const tipInvalid = split.tip === null;

  return (
    <form
      className="hub-split"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void split.pay();
      }}
    >
      <h3 id={`${id}-title`}>{t('split_title')}</h3>
      <fieldset className="hub-split__ways">
        <legend>{t('split_way')}</legend>
        {SHARE_WAYS.map((way) => (
          <label key={way} className="hub-split__way">
            <input type="radio" name={`${id}-way`} value={way} checked={split.way === way} onChange={() => split.choose(way)} />
            <span>{t(`split_way_${way}`)}</span>
          </label>
        ))}
      </fieldset>
      {split.way === 'equal' && (
        <label className="hub-split__field">
          <span>{t('split_parts')}</span>
          <select value={split.parts} onChange={(event) => split.setParts(Number(event.target.value))}>
            {PARTS.map((parts) => (
              <option key={parts} value={parts}>
                {t('split_parts_option', { parts })}
              </option>
            ))}
          </select>
        </label>
      )}
      {split.way === 'amount' && (
        <label className="hub-split__field">
          <span>{t('split_amount')}</span>
          <input dir="ltr" inputMode="decimal" autoComplete="off" value={split.amountText} onChange={(event) => split.setAmountText(event.target.value)} />
        </label>
      )}
      {split.way === 'items' && (
        <fieldset className="hub-split__items">
          <legend>{t('split_items')}</legend>
          {split.items.map((item) => (
            <label key={item.id} className={item.paid || item.paying ? 'hub-split__item hub-split__item--paid' : 'hub-split__item'}>
              <input type="checkbox" checked={item.paid || item.paying || split.chosen.has(item.id)} disabled={item.paid || item.paying} onChange={() => split.toggleItem(item.id)} />
              <span>
                {item.line.count} × {trackedLineName(item.line, catalogue, i18n.language)}
                {item.paid && ` (${t('hub_order_paid')})`}
                {item.paying && ` (${t('split_item_paying')})`}
              </span>
              <span>{price(item.price)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <label className="hub-split__field">
        <span>{t('split_tip')}</span>
        <input dir="ltr" inputMode="decimal" autoComplete="off" value={split.tipText} aria-invalid={tipInvalid || undefined} onChange={(event) => split.setTipText(event.target.value)} />
      </label>
      {tipInvalid && <p className="hub-split__error">{t('split_refused_bad_tip')}</p>}
      <p className="hub-split__amount" data-testid="split-amount">
        {amount.ok ? t('split_your_share', { amount: price(amount.value), tip: price(split.tip ?? 0) }) : t(`split_refused_${amount.error}`)}
      </p>
      <Button type="submit" large block disabled={!split.canPay}>
        {state.kind === 'paying' ? t('split_paying') : amount.ok ? t('split_pay', { amount: price(amount.value + (split.tip ?? 0)) }) : t('split_pay_disabled')}
      </Button>
      <div aria-live="polite" className="hub-split__outcome">
        {state.kind === 'pending' && (
          <p role="status">
            {t('split_pending', { amount: price(state.amount + state.tip) })}
            {state.paymentAddress && (
              <>
                {' '}
                <a href={state.paymentAddress}>{t('split_pending_resume')}</a>
              </>
            )}
          </p>
        )}
        {state.kind === 'paid' && <p role="status">{t('split_paid', { amount: price(state.amount), tip: price(state.tip) })}</p>}
        {state.kind === 'released' && <p role="alert">{t(`split_released_${state.reason}`)}</p>}
        {state.kind === 'refused' && <p role="alert">{t(`split_refused_${state.refusal}`)}</p>}
        {state.kind === 'failed' && <p role="alert">{t('split_failed')}</p>}
      </div>
    </form>
  );
});

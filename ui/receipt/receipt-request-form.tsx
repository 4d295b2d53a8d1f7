import { observer } from 'mobx-react-lite';
import { useId, useMemo } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { USE_CASES } from '../../config/use-case-tokens';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { RequestReceipt } from '../../core/use-cases/order/request-receipt';
import { useAppServices } from '../container/app-services';
import { useContainer } from '../container/container-context';
import { useViewModel } from '../container/use-view-model';
import { Button } from '../design/button';
import { ChoiceInput } from '../design/choice-input';
import { TextField } from '../design/text-field';
import { ReceiptRequestViewModel } from './receipt-request-view-model';
import './receipt-request.css';

/** checkout 2 and 3: "may ask for a receipt by e-mail", on the tracking page when the restaurant offers it. */
export const ReceiptRequestForm = observer(function ReceiptRequestForm({ restaurantId, orderNumber }: { readonly restaurantId: RestaurantId; readonly orderNumber: string }) {
  const { t } = useTranslation();
  const container = useContainer();
  const { notifications } = useAppServices();
  const headingId = useId();
  const deps = useMemo(
    () => ({ requestReceipt: () => container.getAsync<RequestReceipt>(USE_CASES.requestReceipt), notify: notifications.notify }),
    [container, notifications],
  );
  const receipt = useViewModel(() => new ReceiptRequestViewModel(restaurantId, orderNumber, deps), [restaurantId, orderNumber, deps]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void receipt.submit();
  };

  return (
    <section className="receipt-request" aria-labelledby={headingId}>
      <h2 id={headingId} className="receipt-request__title">
        {t('receive_receipt_by_email')}
      </h2>
      {receipt.state.kind === 'sent' ? (
        <p role="status">{t('receipt_sent_to', { email: receipt.state.email })}</p>
      ) : (
        <form className="receipt-request__form" onSubmit={submit} noValidate>
          <TextField
            label={t('email_address')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            value={receipt.email}
            onChange={(event) => receipt.setEmail(event.target.value)}
            error={receipt.emailError ? t(receipt.emailError) : null}
            disabled={receipt.state.kind === 'sending'}
          />
          <ChoiceInput
            type="checkbox"
            label={t('receive_offers_by_email')}
            checked={receipt.wantPromotion}
            onChange={(event) => receipt.setWantPromotion(event.target.checked)}
            disabled={receipt.state.kind === 'sending'}
          />
          <Button type="submit" aria-busy={receipt.state.kind === 'sending'} disabled={receipt.state.kind === 'sending'}>
            {t('send_receipt')}
          </Button>
        </form>
      )}
    </section>
  );
});

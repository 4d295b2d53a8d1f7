import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../design/button';
import { Checkbox } from '../design/choice-input';
import { TextField } from '../design/text-field';
import type { ReceiptViewModel } from './receipt-view-model';

/** checkout 2 and 4: ask for the receipt by e-mail; once sent, a confirmation in its place. */
export const ReceiptForm = observer(function ReceiptForm({ receipt }: { readonly receipt: ReceiptViewModel }) {
  const { t } = useTranslation();
  return (
    <section className="receipt-form" aria-labelledby="receipt-title">
      <h3 id="receipt-title" className="tracking-details__title">
        {t('receipt_title')}
      </h3>
      {receipt.sent ? (
        <p role="status" data-testid="receipt-sent">
          {t('receipt_sent', { email: receipt.email.trim().toLowerCase() })}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void receipt.send();
          }}
        >
          <TextField label={t('receipt_email')} type="email" autoComplete="email" value={receipt.email} onChange={(event) => receipt.setEmail(event.target.value)} />
          <Checkbox label={t('receipt_want_promotion')} checked={receipt.wantPromotion} onChange={(event) => receipt.setWantPromotion(event.target.checked)} />
          <Button type="submit" variant="secondary" disabled={!receipt.canSend}>
            {t('receipt_send')}
          </Button>
        </form>
      )}
    </section>
  );
});

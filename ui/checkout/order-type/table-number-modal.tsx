import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { USE_CASES } from '../../../config/use-case-tokens';
import type { PlaceTableOnlyOrder } from '../../../core/use-cases/order/place-table-only-order';
import { useContainer } from '../../container/container-context';
import type { OrderingSession } from '../../session/restaurant-view-model';
import { useStableNavigate } from '../../routing/use-stable-navigate';
import { Button } from '../../design/button';
import { Dialog } from '../../design/dialog';
import { TextField } from '../../design/text-field';
import type { CheckoutViewModel } from '../checkout-view-model';
import { TableNumberModalViewModel } from './table-number-modal-view-model';

/**
 * checkout 2 "Table-number modal", offered on place: the customer at a table gives only its number and
 * the order goes at once, paid on the spot (checkout 3: table-only order). Drawn over the page (a portal),
 * outside the checkout's form.
 */
export const TableNumberModal = observer(function TableNumberModal({ checkout, session }: { readonly checkout: CheckoutViewModel; readonly session: Pick<OrderingSession, 'settings' | 'basket'> }) {
  const { t } = useTranslation();
  const container = useContainer();
  const navigate = useStableNavigate();
  const [modal] = useState(
    () =>
      new TableNumberModalViewModel(session.settings, session.basket, {
        placeTableOnlyOrder: () => container.getAsync<PlaceTableOnlyOrder>(USE_CASES.placeTableOnlyOrder),
        navigate,
        onPlaced: checkout.markPlaced,
      }),
  );
  // Issue 22.11: the send button is disabled while sending, which drops the focus out of the dialog; a
  // refusal brings it back to the number, the field at fault, inside the dialog.
  const fieldRef = useRef<HTMLDivElement>(null);
  const refusals = modal.refusals;
  useEffect(() => {
    if (refusals > 0) fieldRef.current?.querySelector('input')?.focus();
  }, [refusals]);
  if (!checkout.details.asksTableNumber) return null;
  return (
    <>
      <Button variant="secondary" block onClick={() => modal.show(checkout.details.tableNumber)}>
        {t('table_only_order_open')}
      </Button>
      {modal.open &&
        createPortal(
          <Dialog
            title={t('table_only_order_title')}
            closeLabel={t('close')}
            onClose={modal.close}
            footer={
              <Button block large disabled={modal.sending} onClick={() => void modal.send()}>
                {t('table_only_order_send')}
              </Button>
            }
          >
            <p>{t('table_only_order_help')}</p>
            <div ref={fieldRef}>
            <TextField
              label={t('table_number')}
              inputMode="numeric"
              autoComplete="off"
              value={modal.tableNumber}
              error={modal.problem ? t(modal.problem) : null}
              onChange={(event) => modal.setTableNumber(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void modal.send();
              }}
            />
            </div>
          </Dialog>,
          document.body,
        )}
    </>
  );
});

import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../design/button';
import { useLocalize } from '../locales/use-localize';
import type { BasketViewModel } from '../session/basket-view-model';

/**
 * issue 6: removing a line can be undone. The notice takes the focus, which was on the removed line's
 * button and would otherwise be lost; it stays until the next removal or until the basket closes.
 */
export const UndoRemoval = observer(function UndoRemoval({ basket }: { readonly basket: BasketViewModel }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const undoRef = useRef<HTMLButtonElement>(null);
  const removed = basket.lastRemoved;
  useEffect(() => {
    if (removed) undoRef.current?.focus();
  }, [removed]);
  if (!removed) return null;
  const name = localize(removed.entry.product.name);
  return (
    <div className="basket-undo">
      <p role="status" className="basket-undo__text">
        {t('basket_line_removed', { name })}
      </p>
      <button ref={undoRef} type="button" className={buttonClassName('secondary')} aria-label={t('undo_removal_of', { name })} onClick={basket.undoRemove}>
        {t('undo')}
      </button>
    </div>
  );
});

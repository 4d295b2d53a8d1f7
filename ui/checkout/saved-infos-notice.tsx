import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { savedInfosLabel } from '../../core/domain/checkout/saved-infos';
import { Button } from '../design/button';
import type { CheckoutViewModel } from './checkout-view-model';

/** checkout 2: the recovery notice for the last command infos: one button per saved entry (at most 2). */
export const SavedInfosNotice = observer(function SavedInfosNotice({ checkout }: { readonly checkout: CheckoutViewModel }) {
  const { t } = useTranslation();
  const entries = checkout.contact.savedInfos;
  if (entries.length === 0) return null;
  return (
    <section className="notice checkout-saved-infos" aria-labelledby="checkout-saved-infos">
      <div>
        <h2 id="checkout-saved-infos" className="notice__title">
          {t('recover_last_infos')}
        </h2>
        <div className="checkout-saved-infos__choices">
          {entries.map((infos) => (
            <Button key={savedInfosLabel(infos)} variant="secondary" onClick={() => checkout.contact.useSavedInfos(infos)}>
              {t('use_infos_of', { label: savedInfosLabel(infos) })}
            </Button>
          ))}
          <Button variant="ghost" onClick={checkout.contact.dismissSavedInfos}>
            {t('no_thanks')}
          </Button>
        </div>
      </div>
    </section>
  );
});

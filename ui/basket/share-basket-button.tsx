import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USE_CASES } from '../../config/use-case-tokens';
import { canShareCart } from '../../core/domain/basket/shared-cart';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { ShareBasket } from '../../core/use-cases/basket/share-basket';
import { useAppServices } from '../container/app-services';
import { useContainer } from '../container/container-context';
import { Button } from '../design/button';
import { TextField } from '../design/text-field';

/**
 * browsing 6: "share my basket", where shareCartWebapp allows it. The link is shown in a read-only field
 * (selected, to copy by hand) and copied to the clipboard when the browser lets us.
 */
export function ShareBasketButton({ settings }: { readonly settings: RestaurantSettings }) {
  const { t } = useTranslation();
  const container = useContainer();
  const { notifications } = useAppServices();
  const [link, setLink] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  if (!canShareCart(settings)) return null;

  const share = async () => {
    setSharing(true);
    const shareBasket = await container.getAsync<ShareBasket>(USE_CASES.shareBasket);
    const shared = await shareBasket.execute(settings);
    setSharing(false);
    if (!shared.ok) {
      notifications.notify({ key: 'shared_cart_could_not_be_shared', tone: 'error' });
      return;
    }
    const url = new URL(shared.value.path, window.location.origin).toString();
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      notifications.notify({ key: 'shared_cart_link_copied', tone: 'success' });
    } catch {
      // No clipboard (permission, insecure origin): the link stays in its field, to copy by hand.
    }
  };

  return (
    <div className="share-basket">
      <Button block variant="secondary" onClick={() => void share()} disabled={sharing} aria-busy={sharing}>
        {t('share_my_basket')}
      </Button>
      {link && <TextField label={t('shared_cart_link')} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />}
    </div>
  );
}

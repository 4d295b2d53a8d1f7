import { useTranslation } from 'react-i18next';
import { PLATFORM_BASE_URL } from '../../config/use-case-tokens';
import { courierFrameAddress, courierTrackingHosts } from '../../core/domain/tracking/courier-frame';
import { useContainer } from '../container/container-context';

const COURIER_HOSTS = courierTrackingHosts(import.meta.env.VITE_COURIER_TRACKING_HOSTS);

/**
 * checkout 2: the courier's own tracking page, framed in the tracking page when the platform gives a
 * tracking URL of an expected host. Sandboxed: the courier's page may run its scripts in its own origin,
 * never navigate the storefront.
 */
export function CourierFrame({ trackingUrl, stepsDone }: {
  readonly trackingUrl: string | null;
  /** The frame reloads when the order moves on, so that a courier page without live updates keeps up. */
  readonly stepsDone: number;
}) {
  const { t } = useTranslation();
  const platformBase = useContainer().get<string>(PLATFORM_BASE_URL);
  const address = courierFrameAddress(trackingUrl, platformBase, COURIER_HOSTS);
  if (!address) return null;
  return (
    <section className="tracking-card courier-frame" aria-labelledby="courier-frame-title">
      <h2 id="courier-frame-title" className="courier-frame__title">
        {t('courier_tracking')}
      </h2>
      <iframe
        key={stepsDone}
        className="courier-frame__frame"
        src={address}
        title={t('courier_tracking')}
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="no-referrer"
        loading="lazy"
      />
    </section>
  );
}

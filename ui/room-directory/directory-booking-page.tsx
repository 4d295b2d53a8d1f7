import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { localize } from '../../core/domain/locale/localized-text';
import { directoryPageId, findService } from '../../core/domain/room-directory/room-directory';
import { usePriceFormat } from '../format/use-price-format';
import { usePageTitle } from '../routing/use-page-title';
import { bookingPaths } from '../booking/booking-paths';
import { useDirectory } from './directory-context';
import { BackToDirectory } from './directory-pages';
import { directoryPaths } from './room-directory-paths';
import { SanitizedHtml } from '../html/sanitized-html';
import './directory-booking.css';

/**
 * browsing 2.1 and 2.9: /{id}/roomdirectory/booking/:categoryId and /{id}/linker/booking/:categoryId, a
 * booking's page (title, description, price per person, pictures, content) with its button to the
 * booking form of its context (booking-form-room-directory or booking-form-linker, issue 8).
 */
export function DirectoryBookingPage() {
  const { settings, directory, mode } = useDirectory();
  const { t, i18n } = useTranslation();
  const price = usePriceFormat(settings);
  const id = directoryPageId(useParams().categoryId);
  const service = id === null ? null : findService(directory.services, id);
  const text = (value: Parameters<typeof localize>[0]) => localize(value, i18n.language);
  const title = service ? text(service.booking?.title ?? service.title) : '';
  usePageTitle(title, settings.restaurant_name);
  if (!service || service.disable || service.type !== 'booking') return <Navigate to={directoryPaths.home(settings.id, mode)} replace />;
  const booking = service.booking;
  const description = text(booking?.description ?? service.description);
  const images = booking?.images ?? [];
  return (
    <div className="page room-directory directory-booking">
      <BackToDirectory />
      <h1 className="page-title">{title}</h1>
      {description && <p className="room-directory__description">{description}</p>}
      {booking && booking.price_per_person !== null && (
        <p>
          <strong>{t('room_directory_price_per_person', { price: price(booking.price_per_person) })}</strong>
          {text(booking.priceDetails) && ` · ${text(booking.priceDetails)}`}
        </p>
      )}
      {images.length > 0 && (
        <ul className="directory-booking__images">
          {images.map((image) => (
            <li key={image}>
              <img src={image} alt="" width={480} height={300} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {booking && text(booking.content) && <SanitizedHtml className="room-directory__custom-page" html={text(booking.content)} />}
      <Link className="button button--primary button--large" to={bookingPaths.form(settings.id, mode === 'linker' ? 'linker' : 'room-directory', service.id)}>
        {t('room_directory_book')}
      </Link>
    </div>
  );
}

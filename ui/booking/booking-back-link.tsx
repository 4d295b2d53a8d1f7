import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bookingBackTarget } from '../../core/domain/booking/booking-back-target';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { paths } from '../routing/restaurant-paths';
import { homeVisit } from '../session/home-visit';

/** accounts 2: the back-button target of booking pages (core rule), as an address. */
export function bookingBackPath(settings: RestaurantSettings): string {
  const target = bookingBackTarget({ hotelRoomApp: homeVisit(settings.id, '').appType === 'hotel_room', isRoomDirectory: settings.is_room_directory, isLinker: settings.is_linker });
  const base = `/${encodeURIComponent(settings.id)}`;
  if (target === 'room-directory') return `${base}/${settings.room_directory_version === 2 ? 'roomdirectoryV2' : 'roomdirectory'}`;
  if (target === 'linker') return `${base}/linker`;
  return paths.home(settings.id);
}

export function BookingBackLink({ settings }: { readonly settings: RestaurantSettings }) {
  const { t } = useTranslation();
  return (
    <Link className="booking__back" to={bookingBackPath(settings)}>
      <span className="icon--directional" aria-hidden="true">←</span>{' '}
      {t('booking_back')}
    </Link>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { networkLinks, phoneInPairs, quickBooking, telLink } from '../../../core/domain/room-directory/directory-v2';
import { localize } from '../../../core/domain/locale/localized-text';
import { WEEKDAYS } from '../../../core/domain/restaurant/opening-hours';
import { DirectoryLabels } from '../directory-labels';
import { SanitizedHtml } from '../../html/sanitized-html';
import { useTrackTileClick } from '../track-tile-click';
import { useDirectoryV2 } from './directory-v2-context';
import { directoryV2Paths } from './directory-v2-paths';
import { intlLocale } from '../../locales/ui-languages';

/**
 * browsing 2.10: the footer: useful infos when show_additional_infos (contact details, labels, opening
 * hours, practical informations, a quick booking button), the social and rating links deduplicated by
 * name, and the footer message when show_footer.
 */
export function DirectoryV2Footer() {
  const { directory } = useDirectoryV2();
  const { t, i18n } = useTranslation();
  const links = networkLinks(directory.social_network, directory.notation_network);
  const message = directory.show_footer ? localize(directory.footer, i18n.language) : '';
  return (
    <footer className="rd2-footer">
      {directory.show_additional_infos && <UsefulInfos />}
      {links.length > 0 && (
        <nav className="rd2-footer__networks" aria-label={t('room_directory_networks')}>
          <ul>
            {links.map((link) => (
              <li key={link.name}>
                <a href={link.link} target="_blank" rel="noopener noreferrer">
                  {link.name}
                  <span className="visually-hidden"> ({t('opens_in_new_tab')})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {message && <SanitizedHtml className="rd2-footer__message" html={message} />}
    </footer>
  );
}

function UsefulInfos() {
  const { settings, directory } = useDirectoryV2();
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const trackClick = useTrackTileClick(settings.id);
  const booking = quickBooking(directory.services);
  const practical = localize(directory.practical_infos, i18n.language);
  const address = [settings.address_street, [settings.address_zip_code, settings.address_city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const dayName = (day: number) => new Intl.DateTimeFormat(intlLocale(i18n.language), { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
  return (
    <section className="rd2-footer__infos" aria-labelledby={headingId}>
      <h2 id={headingId} className="rd2-footer__title">
        {t('room_directory_useful_infos')}
      </h2>
      <div className="rd2-footer__columns">
        <div>
          <h3>{t('room_directory_contact')}</h3>
          <address>
            <p>{settings.restaurant_name}</p>
            {address && <p>{address}</p>}
            {settings.phone && (
              <p>
                <a href={telLink(settings.phone)}>{phoneInPairs(settings.phone)}</a>
              </p>
            )}
            {directory.email && (
              <p>
                <a href={`mailto:${directory.email}`}>{directory.email}</a>
              </p>
            )}
          </address>
        </div>
        {settings.opening_hours.length > 0 && (
          <div>
            <h3>{t('opening_hours')}</h3>
            <ul className="rd2-footer__hours">
              {WEEKDAYS.map((day) => {
                const periods = settings.opening_hours.filter((period) => period.day === day);
                return (
                  <li key={day}>
                    {/* 2024-01-01 was a Monday: day 1 to 7 are Monday to Sunday. */}
                    <span>{dayName(day)}</span> <span>{periods.length === 0 ? t('closed') : periods.map((period) => `${period.open} – ${period.close}`).join(', ')}</span>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        {practical && (
          <div>
            <h3>{t('room_directory_practical_infos')}</h3>
            <SanitizedHtml html={practical} />
          </div>
        )}
      </div>
      <DirectoryLabels labels={directory.labels} />
      {booking && (
        <Link className="button button--primary rd2-footer__booking" to={directoryV2Paths.booking(settings.id, booking.id)} onClick={() => trackClick(booking.id)}>
          {t('room_directory_quick_booking')}
        </Link>
      )}
    </section>
  );
}

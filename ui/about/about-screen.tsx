import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { paths } from '../routing/restaurant-paths';
import { BackIcon, ClockIcon, PhoneIcon, PinIcon } from '../design/icons';
import type { AboutViewModel } from './about-view-model';
import { PlaceMap } from '../map/place-map';
import { OpeningState } from './opening-state';
import { intlLocale } from '../locales/ui-languages';

/** The about page's content: contact, hours, open now, order types. */
export const AboutScreen = observer(function AboutScreen({ about, settings }: { readonly about: AboutViewModel; readonly settings: RestaurantSettings }) {
  const { t, i18n } = useTranslation();
  const language = intlLocale(i18n.language);
  const phone = about.phone;
  return (
    <div className="page about">
      <Link className="back-link" to={paths.home(settings.id)}>
        <BackIcon size={18} />
        {t('back_to_menu')}
      </Link>
      <h1 className="page-title">{settings.restaurant_name}</h1>
      <OpeningState about={about} language={language} />

      <section className="about-card" aria-labelledby="about-contact">
        <h2 id="about-contact" className="about-card__title">
          {t('address_and_contact')}
        </h2>
        {about.address.length > 0 && (
          <p className="about-line">
            <PinIcon size={20} />
            <span>
              <address className="about-address">
                {about.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              {about.mapUrl && (
                <a className="about-link" href={about.mapUrl} target="_blank" rel="noopener noreferrer">
                  {t('see_on_map')}
                  <span className="visually-hidden"> ({t('opens_in_new_tab')})</span>
                </a>
              )}
            </span>
          </p>
        )}
        {settings.location && <PlaceMap place={settings.location} label={t('restaurant_on_the_map', { name: settings.restaurant_name })} />}
        {phone && (
          <p className="about-line">
            <PhoneIcon size={20} />
            <a className="about-link" href={phone.href} aria-label={t('call_restaurant', { phone: phone.display })}>
              {phone.display}
            </a>
          </p>
        )}
      </section>

      {about.hasOpeningHours && (
        <section className="about-card" aria-labelledby="about-hours">
          <h2 id="about-hours" className="about-card__title">
            <ClockIcon size={20} />
            {t('opening_hours')}
          </h2>
          <table className="opening-hours">
            <caption className="visually-hidden">{t('opening_hours_of', { name: settings.restaurant_name })}</caption>
            <tbody>
              {about.week(language).map((day) => (
                <tr key={day.day} className={day.today ? 'opening-hours__today' : undefined} aria-current={day.today ? 'date' : undefined}>
                  <th scope="row">{day.name}</th>
                  <td>
                    {day.periods.length > 0
                      ? day.periods.map((period) => (
                          <span key={period} className="opening-hours__period">
                            {period}
                          </span>
                        ))
                      : t('closed')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {about.exceptionalDays(language).length > 0 && (
            // checkout 3 specific_opening_hours: the dates whose own hours replace the week's above.
            <>
              <h3 className="opening-hours__exceptional-title">{t('specific_opening_hours_title')}</h3>
              <ul className="opening-hours__exceptional" data-testid="exceptional-hours">
                {about.exceptionalDays(language).map((day) => (
                  <li key={day.date}>
                    <span className="opening-hours__exceptional-day">{day.name}</span> {day.periods.length > 0 ? day.periods.join(', ') : t('closed')}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}

      <section className="about-card" aria-labelledby="about-order-types">
        <h2 id="about-order-types" className="about-card__title">
          {t('order_types_offered')}
        </h2>
        {about.orderTypeKeys.length > 0 ? (
          <ul className="about-order-types">
            {about.orderTypeKeys.map((key) => (
              <li key={key} className="badge badge--primary">
                {t(key)}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('online_ordering_unavailable')}</p>
        )}
      </section>
    </div>
  );
});

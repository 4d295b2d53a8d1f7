import { useTranslation } from 'react-i18next';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { Spinner } from '../design/spinner';
import { LegalPage } from './legal-page';
import { accessibilityStatement } from '../../core/domain/legal/accessibility-statement';
import { intlLocale } from '../locales/ui-languages';
import { shownPhone } from '../../core/domain/text/shown-phone';

/**
 * /{restaurantId}/accessibility (issue 20 item 7, European Accessibility Act): the storefront's WCAG 2.2 AA
 * statement for this establishment, its own chunk. Each section is an h2 inside the page's one h1, so a
 * screen reader lists them; the contact is the establishment's own (settings.contact_email and phone).
 */
export function Component() {
  const restaurant = useRestaurant();
  const { t, i18n } = useTranslation();
  const settings = restaurant.settings.status === 'ready' ? restaurant.settings.value : null;
  usePageTitle(t('accessibility_statement_title'), settings?.restaurant_name ?? '');
  if (!settings) return <Spinner label={t('loading')} />;
  const statement = accessibilityStatement(settings);
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(statement.date));
  const { email } = statement.contact;
  const phone = shownPhone(statement.contact.phone, settings.phoneRegion);
  return (
    <LegalPage title={t('accessibility_statement_title')} home={paths.home(settings.id)}>
      <p className="legal__intro">{t('a11y_intro', { name: settings.restaurant_name })}</p>
      {statement.sections.map((section) => (
        <section key={section} className="legal__section" aria-labelledby={`a11y-${section}`}>
          <h2 id={`a11y-${section}`} className="legal__title">
            {t(`a11y_${section}_title`)}
          </h2>
          <p>{t(`a11y_${section}_body`, { name: statement.establishment })}</p>
          {section === 'contact' && (
            <ul className="legal__contact">
              {email && (
                <li>
                  {t('a11y_contact_email')} <a href={`mailto:${email}`}>{email}</a>
                </li>
              )}
              {phone && (
                <li>
                  {t('a11y_contact_phone')} <a href={phone.href}>{phone.display}</a>
                </li>
              )}
            </ul>
          )}
        </section>
      ))}
      <p className="legal__date">{t('a11y_date', { date })}</p>
    </LegalPage>
  );
}

import { useTranslation } from 'react-i18next';
import { termsPage } from '../../core/domain/legal/terms-info';
import type { TermsInfo } from '../../core/domain/legal/terms-info';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { useRestaurant } from '../session/restaurant-context';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { Spinner } from '../design/spinner';
import { LegalPage, LegalSections } from './legal-page';

/** accounts 2: the terms of sale have ten sections (terms_s1 ... terms_s10). */
const TERMS_SECTIONS = 10;

/** /{restaurantId}/cgv (accounts 2: terms of sale), its own chunk. */
export function Component() {
  const restaurant = useRestaurant();
  const { t } = useTranslation();
  // accounts 2: a spinner while loading.
  if (restaurant.settings.status !== 'ready') return <Spinner label={t('loading')} />;
  return <TermsPageOf settings={restaurant.settings.value} />;
}

function TermsPageOf({ settings }: { readonly settings: RestaurantSettings }) {
  const { t } = useTranslation();
  usePageTitle(t('terms_of_sale'), settings.restaurant_name);
  const page = termsPage(settings.terms);
  return (
    <LegalPage title={t('terms_of_sale')} home={paths.home(settings.id)}>
      {page.kind === 'none' && <p className="notice">{t('no_cgv')}</p>}
      {page.kind === 'custom' && (
        <p>
          <a className="legal__link" href={page.url} target="_blank" rel="noopener noreferrer">
            {t('terms_custom_link', { name: settings.restaurant_name })}
            <span className="visually-hidden"> ({t('opens_in_new_tab')})</span>
          </a>
        </p>
      )}
      {page.kind === 'text' && <TermsText company={page.company} />}
    </LegalPage>
  );
}

/** accounts 2: the French or English text (by the current locale) filled with the company data. */
function TermsText({ company }: { readonly company: TermsInfo }) {
  const { t } = useTranslation();
  const values = {
    company: company.company_name,
    capital: company.social_capital,
    headquarters: company.company_headquarters,
    register: company.trade_and_companies_register_name,
    registerNumber: company.trade_and_companies_register_number,
    tva: company.tva_number,
    site: company.cc_url || window.location.origin,
  };
  return (
    <>
      <section className="legal__section legal__company" aria-labelledby="terms-company">
        <h2 id="terms-company" className="legal__title">
          {t('terms_company_title')}
        </h2>
        <p>{t('terms_company', values)}</p>
      </section>
      <LegalSections prefix="terms" count={TERMS_SECTIONS} values={values} />
    </>
  );
}

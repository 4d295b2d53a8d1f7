import { useTranslation } from 'react-i18next';
import type { AccountForm } from './account-form-view-model';
import { AccountTextField } from './account-fields';

/** accounts 2 and 5: street, complementary address (optional), zip code, city, country. */
export function AddressFields({ form }: { readonly form: AccountForm<string> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="account-form__group">
      <legend>{t('address')}</legend>
      <AccountTextField form={form} field="addressStreet" label={t('address_street')} autoComplete="address-line1" />
      <AccountTextField form={form} field="addressComplementary" label={t('address_complementary')} autoComplete="address-line2" optional />
      <div className="account-form__row">
        <AccountTextField form={form} field="addressZipCode" label={t('address_zip_code')} autoComplete="postal-code" maxLength={20} />
        <AccountTextField form={form} field="addressCity" label={t('address_city')} autoComplete="address-level2" />
      </div>
      <AccountTextField form={form} field="addressCountry" label={t('address_country')} autoComplete="country-name" maxLength={60} />
    </fieldset>
  );
}

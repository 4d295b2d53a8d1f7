import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CheckoutField } from '../../core/domain/checkout/checkout-form';
import { TextField } from '../design/text-field';
import type { CheckoutViewModel } from './checkout-view-model';

/** checkout 2: general informations (name, phone, e-mail when asked), each with its own problem. */
export const ContactFields = observer(function ContactFields({ checkout }: { readonly checkout: CheckoutViewModel }) {
  const { t } = useTranslation();
  const problem = (field: CheckoutField) => {
    const found = checkout.problemOf(field);
    return found ? t(found.key) : null;
  };
  return (
    <section className="checkout-section" aria-labelledby="checkout-contact">
      <h2 id="checkout-contact" className="checkout-section__title">
        {t('your_details')}
      </h2>
      {checkout.contact.asksFullName && (
        <TextField
          label={t('full_name')}
          data-checkout-field="fullName"
          autoComplete="name"
          value={checkout.contact.fullName}
          error={problem('fullName')}
          onChange={(event) => checkout.contact.setFullName(event.target.value)}
        />
      )}
      {checkout.contact.asksFirstAndLastNames && (
        <>
          <TextField
            label={t('first_name')}
            data-checkout-field="firstName"
            autoComplete="given-name"
            value={checkout.contact.firstName}
            error={problem('firstName')}
            onChange={(event) => checkout.contact.setFirstName(event.target.value)}
          />
          <TextField
            label={t('last_name')}
            data-checkout-field="lastName"
            autoComplete="family-name"
            value={checkout.contact.lastName}
            error={problem('lastName')}
            onChange={(event) => checkout.contact.setLastName(event.target.value)}
          />
        </>
      )}
      <TextField
        label={t('phone_number')}
        data-checkout-field="phone"
        hint={checkout.contact.requiresPhone ? t('phone_hint') : t('optional')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={checkout.contact.phone}
        error={problem('phone')}
        onChange={(event) => checkout.contact.setPhone(event.target.value)}
      />
      {checkout.contact.showsEmail && (
        <TextField
          label={t('email_address')}
          data-checkout-field="email"
          hint={checkout.contact.requiresEmail ? undefined : t('optional')}
          type="email"
          autoComplete="email"
          value={checkout.contact.email}
          error={problem('email')}
          onChange={(event) => checkout.contact.setEmail(event.target.value)}
        />
      )}
    </section>
  );
});

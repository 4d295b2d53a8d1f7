import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { promotionalPhrase } from '../../core/domain/promotion/promotion';
import { Button } from '../design/button';
import { TextField } from '../design/text-field';
import type { PromoCodeStep } from './promo-code-step';

/**
 * checkout 2 summary_and_payment, promo (issue 18): the promo code field and its apply button, checkout 8's
 * inline error tied to the field (aria-describedby, by TextField), the code applied with its phrase and a
 * remove button, and a polite message when a change of the basket or order type removed it. Focus: applying
 * moves it to the remove button (the field leaves), removing brings it back to the field.
 */
export const PromoCodeFields = observer(function PromoCodeFields({ promo }: { readonly promo: PromoCodeStep }) {
  const { t, i18n } = useTranslation();
  // The design system's field and button take no ref: their wrappers hold them.
  const sectionRef = useRef<HTMLElement>(null);
  const focus = (selector: string) => sectionRef.current?.querySelector<HTMLElement>(selector)?.focus();
  const applied = promo.applied;
  const hadCode = useRef(applied !== null);
  // Set by the remove button: the focus it held goes back to the field that takes its place.
  const removedHere = useRef(false);
  useEffect(() => {
    const hasCode = applied !== null;
    // Applied: focus on the remove button, which took the field's place. Removed with the button: back to
    // the field. A code dropped by a change of the basket leaves the focus where the customer is.
    if (hasCode && !hadCode.current) focus('.checkout-promo__applied button');
    if (!hasCode && removedHere.current) focus('.checkout-promo__entry input');
    removedHere.current = false;
    hadCode.current = hasCode;
  }, [applied]);
  const remove = () => {
    removedHere.current = true;
    promo.remove();
  };
  if (!promo.asked) return null;
  return (
    <section ref={sectionRef} className="checkout-promo" aria-labelledby="checkout-promo-title">
      <h3 id="checkout-promo-title" className="checkout-promo__title">
        {t('promo_code_title')}
      </h3>
      {applied ? (
        <div className="checkout-promo__applied">
          <p>
            <strong>{t('promo_code_applied', { code: applied.code })}</strong>
            {promotionalPhrase(applied, i18n.language) !== '' && <span className="checkout-promo__phrase"> {promotionalPhrase(applied, i18n.language)}</span>}
          </p>
          <Button variant="secondary" onClick={remove} aria-label={t('promo_code_remove_named', { code: applied.code })}>
            {t('promo_code_remove')}
          </Button>
        </div>
      ) : (
        <div className="checkout-promo__entry">
          <TextField
            label={t('promo_code_label')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            // A code, written left to right in every language (issue 21).
            dir="ltr"
            data-checkout-field="promoCode"
            value={promo.text}
            error={promo.error ? t(promo.error) : null}
            onChange={(event) => promo.setText(event.target.value)}
            onKeyDown={(event) => {
              // Enter applies the code; it must not send the whole order (the field sits in the checkout's form).
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void promo.apply();
            }}
          />
          <Button variant="secondary" onClick={() => void promo.apply()} disabled={promo.checking} aria-busy={promo.checking || undefined}>
            {t('promo_code_apply')}
          </Button>
        </div>
      )}
      <p className="checkout-promo__notice" role="status" aria-live="polite">
        {promo.dropped && t('promo_code_dropped', { code: promo.dropped.code, reason: t(promo.dropped.key) })}
      </p>
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '../design/button';
import type { CheckoutStepsViewModel } from './checkout-steps-view-model';

/**
 * checkout 2: one step on a phone: its number and title (which takes the focus when the step changes, so
 * it is read out first), its fields, then Previous (Cancel on the first step) and Next (the last step's own
 * button sends the order).
 */
export const CheckoutStepFrame = observer(function CheckoutStepFrame({ steps, cancelTo, children }: { readonly steps: CheckoutStepsViewModel; readonly cancelTo: string; readonly children: ReactNode }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (steps.moves > 0) headingRef.current?.focus();
  }, [steps.moves]);
  return (
    <section className="checkout-step" aria-labelledby="checkout-step-title" data-step={steps.current}>
      <h2 id="checkout-step-title" ref={headingRef} tabIndex={-1} className="checkout-step__title">
        <span className="checkout-step__count">{t('checkout_step_of', { step: steps.currentIndex + 1, count: steps.steps.length })}</span>
        {t(`checkout_step_${steps.current}`)}
      </h2>
      {children}
      <div className="checkout-step__nav">
        {/* checkout 2: on a phone the back-to-menu button gives way to a cancel button. */}
        {steps.isFirst ? (
          <Link className={buttonClassName('secondary')} to={cancelTo}>
            {t('cancel')}
          </Link>
        ) : (
          <Button variant="secondary" onClick={steps.previous}>
            {t('previous_step')}
          </Button>
        )}
        {!steps.isLast && (
          <Button type="submit" disabled={!steps.canGoNext}>
            {t('next_step')}
          </Button>
        )}
      </div>
    </section>
  );
});

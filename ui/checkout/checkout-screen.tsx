import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { usePriceFormat } from '../format/use-price-format';
import type { OrderingSession } from '../session/restaurant-view-model';
import { paths } from '../routing/restaurant-paths';
import { Button, buttonClassName } from '../design/button';
import { BackIcon } from '../design/icons';
import { ContactFields } from './contact-fields';
import { OrderInProgress, OrderTimedOut } from './order-in-progress';
import { OrderTypeFields } from './order-type/order-type-fields';
import { SlotPicker } from './schedule/slot-picker';
import { TableNumberModal } from './order-type/table-number-modal';
import type { CheckoutViewModel } from './checkout-view-model';
import type { CheckoutStepId } from '../../core/domain/checkout/checkout-steps';
import type { CheckoutStepsViewModel } from './checkout-steps-view-model';
import type { UnavailableProductsViewModel } from './unavailable-products-view-model';
import { CheckoutBanners } from './checkout-banners';
import { CheckoutStepFrame } from './checkout-step-frame';
import { CheckoutSummary } from './checkout-summary';
import { CommentsAndOptionsFields } from './comments-and-options-fields';
import { SavedInfosNotice } from './saved-infos-notice';
import { UnavailableProductsDialog } from './unavailable-products-dialog';
import { useWideScreen as useShowsAllSteps } from '../viewport/use-wide-screen';
import { fieldElement, firstFieldAtFault } from './problem-focus';
import { missingOptionName } from './problem-label';
import { useLocalize } from '../locales/use-localize';
import type { CheckoutProblem } from '../../core/domain/checkout/checkout-validation';
import type { CheckoutField } from '../../core/domain/checkout/checkout-form';
import './checkout.css';

interface Props {
  readonly checkout: CheckoutViewModel;
  readonly steps: CheckoutStepsViewModel;
  readonly unavailable: UnavailableProductsViewModel;
  readonly session: OrderingSession;
  /** checkout 2: the hub inside a drawer over the menu: every step shown, no back-to-menu link, and the error's button closes the drawer. */
  readonly inDrawer?: { readonly close: () => void };
}

/**
 * checkout 2 to 5: the checkout hub: its steps (one at a time on a phone, all at once on a wider screen,
 * the summary in a second column when wide), its in-progress screen and its error states.
 */
export const CheckoutScreen = observer(function CheckoutScreen({ checkout, steps, unavailable, session, inDrawer }: Props) {
  const { t } = useTranslation();
  const wide = useShowsAllSteps();
  // checkout 2: inside a drawer all steps are shown, whatever the width.
  const allSteps = inDrawer !== undefined || wide;
  const price = usePriceFormat(session.settings);
  const localize = useLocalize();
  // Issue 22.11: a missing option is named in the summary; the other problems say their message.
  const problemText = (problem: CheckoutProblem) => {
    const name = missingOptionName(problem, session.settings);
    if (name === null) return t(problem.key, { amount: price(totals.minimumPrice) });
    return t('missing_options_named', { options: name.kind === 'message' ? t(name.key) : localize(name.text) });
  };
  const restaurantId = session.settings.id;
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { state, problems, totals } = checkout;
  // Issue 22.11 (checkout 5): where the focus goes once the step at fault shows: a field named by a line
  // of the summary, or (null) the first field at fault; the summary (read out as an alert) when none is found.
  const [focusRequest, setFocusRequest] = useState<{ readonly field: CheckoutField | null; readonly round: number }>({ field: null, round: 0 });
  const requestFocus = (field: CheckoutField | null) => setFocusRequest((previous) => ({ field, round: previous.round + 1 }));
  useEffect(() => {
    const form = formRef.current;
    if (focusRequest.round === 0 || !form || checkout.problems.length === 0) return;
    const target = focusRequest.field ? fieldElement(form, focusRequest.field) : firstFieldAtFault(form, checkout.problems.map((problem) => problem.field));
    (target ?? summaryRef.current)?.focus();
  }, [focusRequest, checkout]);

  if (checkout.basketIsEmpty && state.kind === 'editing') return inDrawer ? <Navigate to=".." relative="path" replace /> : <Navigate to={paths.home(restaurantId)} replace />;
  // checkout 8: the error's button returns to the menu, or closes the drawer when in a drawer.
  const backToMenu = inDrawer ? (
    <Button variant="secondary" onClick={inDrawer.close}>
      {t('back_to_menu')}
    </Button>
  ) : (
    <Link className={buttonClassName('secondary')} to={paths.home(restaurantId)}>
      {t('back_to_menu')}
    </Link>
  );

  const inProgress = state.kind === 'sending' || state.kind === 'placed' || state.kind === 'paying';
  const progress = inProgress && <OrderInProgress paying={state.kind === 'paying'} backToMenu={backToMenu} />;
  // checkout 4: in-progress modes hide the form; with card fields drawn it stays (hidden), as they pay.
  if (inProgress && checkout.summaryAndPayment.paymentPanel.cardFieldsState !== 'ready') return progress;
  if (state.kind === 'timed_out') return <OrderTimedOut backToMenu={backToMenu} />;

  const showsSummary = (step: CheckoutStepId) => step === 'summary_and_payment' || step === 'comments_and_summary' || !steps.steps.some(hasSummary);
  const stepContent = (step: CheckoutStepId) => (
    <>
      {step === 'general_informations' && (
        <>
          <ContactFields checkout={checkout} />
          <OrderTypeFields checkout={checkout} />
          <SlotPicker checkout={checkout} settings={session.settings} />
          <TableNumberModal checkout={checkout} session={session} />
          <CheckoutBanners checkout={checkout} price={price} />
        </>
      )}
      {(step === 'comments_and_options' || step === 'comments_and_summary') && <CommentsAndOptionsFields checkout={checkout} />}
    </>
  );
  const summary = (step: CheckoutStepId) =>
    showsSummary(step) && (
      <aside className="checkout__summary" aria-labelledby="checkout-summary">
        <CheckoutSummary checkout={checkout} session={session} price={price} headingId="checkout-summary" />
      </aside>
    );

  return (
    <>
    {progress}
    <div className={inDrawer ? 'checkout checkout--in-drawer' : 'page checkout'} hidden={inProgress}>
      <UnavailableProductsDialog unavailable={unavailable} />
      {/* checkout 2: no back-to-menu button in a drawer (its close button is the way back), nor a second title. */}
      {!inDrawer && (
        <>
          <Link className="back-link checkout__back" to={paths.home(restaurantId)}>
            <BackIcon size={18} /> {t('back_to_menu')}
          </Link>
          <h1 className="page-title">{t('checkout_title')}</h1>
        </>
      )}
      <form
        ref={formRef}
        className={allSteps ? 'checkout__layout' : 'checkout__steps'}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // checkout 4: on a phone the last step sends the order; an earlier one moves on if it validates.
          if (!allSteps && !steps.isLast) {
            steps.next();
            return requestFocus(null);
          }
          void checkout.submit().then(() => {
            if (!allSteps) steps.showFirstProblem();
            requestFocus(null);
          });
        }}
      >
        <div className="checkout__main">
          {state.kind === 'failed' && (
            <div className="notice notice--error" role="alert">
              <div>
                <p className="notice__title">{t('order_could_not_be_sent')}</p>
                <p>{t('basket_kept_try_again')}</p>
                <Button className="notice__action" onClick={() => void checkout.submit()}>
                  {t('retry')}
                </Button>
              </div>
            </div>
          )}
          {state.kind === 'outcome_unknown' && (
            <div className="notice notice--error" role="alert">
              <div>
                <p className="notice__title">{t('order_outcome_unknown')}</p>
                <p>{t('order_outcome_unknown_detail')}</p>
                <Button className="notice__action" onClick={() => void checkout.submit()}>
                  {t('retry')}
                </Button>
              </div>
            </div>
          )}
          {state.kind === 'refused' && (
            <div className="notice notice--error" role="alert">
              <p className="notice__title">{t(state.key)}</p>
            </div>
          )}
          {problems.length > 0 && (
            <div ref={summaryRef} className="notice notice--error" role="alert" tabIndex={-1}>
              <div>
                <p className="notice__title">{t('invalid_information')}</p>
                <ul>
                  {problems.map((problem) => (
                    <li key={`${problem.field}-${problem.key}`}>
                      {/* Issue 22.11: each line leads to its field (on a phone, to its step first). */}
                      <a
                        href={`#${problem.field}`}
                        onClick={(event) => {
                          event.preventDefault();
                          if (!allSteps) steps.showStepOf(problem.field);
                          requestFocus(problem.field);
                        }}
                      >
                        {problemText(problem)}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
          <SavedInfosNotice checkout={checkout} />
          {allSteps ? (
            steps.steps.map((step) => <div key={step} className="checkout__step">{stepContent(step)}</div>)
          ) : (
            <CheckoutStepFrame steps={steps} cancelTo={paths.home(restaurantId)}>
              {stepContent(steps.current)}
              {summary(steps.current)}
            </CheckoutStepFrame>
          )}
        </div>
        {allSteps && summary(steps.steps[steps.steps.length - 1] ?? 'comments_and_summary')}
      </form>
    </div>
    </>
  );
});

const hasSummary = (step: CheckoutStepId) => step === 'summary_and_payment' || step === 'comments_and_summary';

import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePriceFormat } from '../format/use-price-format';
import { paths } from '../routing/restaurant-paths';
import type { OrderingSession } from '../session/restaurant-view-model';
import { usePageTitle } from '../routing/use-page-title';
import { BackIcon } from '../design/icons';
import { useLocalize } from '../locales/use-localize';
import { useUnavailableText } from '../locales/use-unavailable-text';
import { FormulaBar } from './formula-bar';
import type { FormulaBuilderViewModel } from './formula-builder-view-model';
import { FormulaDishDialog } from './formula-dish-dialog';
import { FormulaProgress } from './formula-progress';
import { FormulaRecap } from './formula-recap';
import { FormulaStepSection } from './formula-step-section';
import './formula.css';

/**
 * The formula builder (browsing 4). Up to the tablet breakpoint (991 px, browsing 9) it goes step by step
 * with a bar at the bottom, and the recap takes the page once the selection is complete; wider, every
 * step shows beside a summary that is the recap. The layout is CSS; the rules are the view model's.
 */
export const FormulaBuilderScreen = observer(function FormulaBuilderScreen({ builder, session }: {
  readonly builder: FormulaBuilderViewModel;
  readonly session: OrderingSession;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const unavailableText = useUnavailableText(session.settings);
  const price = usePriceFormat(session.settings);
  const restaurantId = session.settings.id;
  const { formula, product } = builder.menu;
  const name = localize(formula.name);
  usePageTitle(name, session.settings.restaurant_name);

  // After a pick or a skip moves on, the focus follows to the step (or the recap) now shown, so that a
  // screen reader reads where the customer is; the first render keeps the page's own focus.
  const firstRender = useRef(true);
  const { currentStepId, showsRecap } = builder;
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = showsRecap ? 'formula-recap-title' : `formula-step-${currentStepId}-title`;
    document.getElementById(target)?.focus();
  }, [currentStepId, showsRecap]);

  const description = localize(formula.description);
  return (
    <div className={`page formula-builder formula-builder--${showsRecap ? 'recap' : 'steps'}`}>
      <Link className="back-link" to={paths.category(restaurantId, product.category_id)}>
        <BackIcon size={18} /> {t('back_to_menu')}
      </Link>
      <header className="formula-builder__header">
        {formula.media_url && <img className="formula-builder__media" src={formula.media_url} alt="" width={96} height={96} />}
        <div>
          <h1 className="page-title formula-builder__title">{name}</h1>
          {description && <p className="formula-builder__description">{description}</p>}
          <p className="formula-builder__from">{t('set_menu_from', { price: price(builder.fromPrice) })}</p>
        </div>
      </header>
      {!builder.orderable ? (
        <p className="notice notice--error" role="status">
          <span>
            <span className="notice__title">{t('unavailable')}</span> —{' '}
            {unavailableText}
          </span>
        </p>
      ) : (
        <>
          <FormulaProgress builder={builder} />
          <div className="formula-builder__layout">
            <div className="formula-builder__steps">
              {builder.steps.map((step) => (
                <FormulaStepSection key={step.step.id} builder={builder} step={step} price={price} />
              ))}
            </div>
            <FormulaRecap builder={builder} price={price} />
          </div>
          <FormulaBar builder={builder} price={price} />
          {builder.dishInProgress && <FormulaDishDialog builder={builder} dish={builder.dishInProgress} price={price} />}
        </>
      )}
    </div>
  );
});

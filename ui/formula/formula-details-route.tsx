import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import type { AddFormulaToBasket } from '../../core/use-cases/basket/add-formula-to-basket';
import type { EditBasketLine } from '../../core/use-cases/basket/edit-basket-line';
import { useAppServices } from '../container/app-services';
import { useContainer } from '../container/container-context';
import { paths } from '../routing/restaurant-paths';
import type { OrderingSession } from '../session/restaurant-view-model';
import { SessionGate } from '../session/session-gate';
import { useStableNavigate } from '../routing/use-stable-navigate';
import { useViewModel } from '../container/use-view-model';
import { buttonClassName } from '../design/button';
import { ErrorScreen } from '../design/error-screen';
import { FormulaBuilderScreen } from './formula-builder-screen';
import { FormulaBuilderViewModel } from './formula-builder-view-model';

/** /{restaurantId}/formulaDetails/:formule_id (browsing 2.1 and 4), its own chunk; `?line=<key>` edits that basket line. */
export function Component() {
  return <SessionGate>{(session) => <FormulaPage session={session} />}</SessionGate>;
}

function FormulaPage({ session }: { readonly session: OrderingSession }) {
  const { t } = useTranslation();
  const { formule_id: formulaParam = '' } = useParams();
  const [search] = useSearchParams();
  const line = search.get('line');
  const container = useContainer();
  const { notifications } = useAppServices();
  const navigate = useStableNavigate();
  const builder = useViewModel(
    () =>
      /^\d+$/.test(formulaParam)
        ? FormulaBuilderViewModel.forFormula(
            Number(formulaParam),
            {
              restaurantId: session.settings.id,
              catalogue: session.catalogue,
              settings: session.settings,
              addFormulaToBasket: container.get<AddFormulaToBasket>(USE_CASES.addFormulaToBasket),
              editBasketLine: container.get<EditBasketLine>(USE_CASES.editBasketLine),
              basket: session.basket,
              notifications,
              navigate,
            },
            line,
          )
        : null,
    [formulaParam, line, session, container, notifications, navigate],
  );
  if (!builder) {
    return (
      <div className="page">
        <ErrorScreen
          title={t('product_not_found')}
          message={t('product_not_found_message')}
          actions={
            <Link className={buttonClassName('primary')} to={paths.home(session.settings.id)}>
              {t('back_to_menu')}
            </Link>
          }
        />
      </div>
    );
  }
  return <FormulaBuilderScreen builder={builder} session={session} />;
}

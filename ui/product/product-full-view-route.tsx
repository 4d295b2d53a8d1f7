import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePriceFormat } from '../format/use-price-format';
import { paths } from '../routing/restaurant-paths';
import { Button } from '../design/button';
import { Dialog } from '../design/dialog';
import { useLocalize } from '../locales/use-localize';
import { useUnavailableText } from '../locales/use-unavailable-text';
import { useMenuOverlay } from '../routing/menu-overlay';
import { FormulaDetails } from './formula-details';
import { ProductDetails, ProductMedia } from './product-details';
import { ProductFullViewModel } from './product-full-view-model';
import { ProductMissingDialog } from './product-missing-dialog';
import { FavouriteProductToggle } from '../account/favourite-product-toggle';
import './product.css';

/** productFullView/:productid over the menu (browsing 2.1), its own chunk. */
export function Component() {
  const { productid } = useParams();
  const { session, closeOverlay } = useMenuOverlay();
  const { t } = useTranslation();
  const localize = useLocalize();
  const price = usePriceFormat(session.settings);
  const unavailableText = useUnavailableText(session.settings);
  const navigate = useNavigate();
  const { search } = useLocation();
  const view = ProductFullViewModel.forProduct(Number(productid), session.catalogue);
  if (!view) return <ProductMissingDialog onClose={closeOverlay} />;

  const { product } = view;
  const formula = view.formula;
  // browsing 4: a formula is composed in its builder, a product in its compose dialog.
  const compose = () =>
    formula
      ? navigate(paths.formula(session.settings.id, product.id))
      : navigate({ pathname: `../productCompose/${product.id}`, search }, { relative: 'path', replace: true });
  const footer = view.canCompose ? (
    <Button block large onClick={compose}>
      {t(formula ? 'compose_this_set_menu' : 'choose_this_product')}
    </Button>
  ) : undefined;

  return (
    <Dialog title={localize(product.name)} closeLabel={t('close')} onClose={closeOverlay} media={<ProductMedia imageUrl={product.image_url} />} footer={footer}>
      <ProductDetails description={product.description} allergens={view.allergens} />
      <p className="compose-unit-price">{formula ? t('set_menu_from', { price: price(product.price) }) : price(product.price)}</p>
      {view.availability === 'sold_out' || view.availability === 'unavailable' ? (
        <p className="notice notice--error" role="status">
          <span>
            <span className="notice__title">{t(view.availability === 'sold_out' ? 'sold_out' : 'unavailable')}</span> —{' '}
            {unavailableText}
          </span>
        </p>
      ) : null}
      {view.availability === 'consultative' && <p className="notice">{t('product_for_information_only')}</p>}
      {formula && <FormulaDetails formula={formula} price={price} />}
      {/* accounts 2: a signed-in customer's favourite products. */}
      <FavouriteProductToggle settings={session.settings} productId={product.id} />
    </Dialog>
  );
}

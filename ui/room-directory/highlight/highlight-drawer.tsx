import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { USE_CASES } from '../../../config/use-case-tokens';
import type { AddToBasket } from '../../../core/use-cases/basket/add-to-basket';
import type { PlaceOrder } from '../../../core/use-cases/order/place-order';
import type { OpenHighlightProduct } from '../../../core/use-cases/room-directory/open-highlight-product';
import { HIGHLIGHT_ERROR_TEXTS, HIGHLIGHT_STEPS } from '../../../core/domain/room-directory/highlight-drawer';
import { orderTypeName } from '../../../core/domain/order-type/order-type';
import { ASAP_SLOT_ID } from '../../../core/domain/schedule/time-slot-settings';
import type { ScheduleChoice } from '../../../core/domain/schedule/schedule-choice';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { Basket } from '../../../core/domain/basket/basket';
import { useContainer } from '../../container/container-context';
import { useViewModel } from '../../container/use-view-model';
import { Button } from '../../design/button';
import { ChoiceInput, Checkbox } from '../../design/choice-input';
import { Dialog } from '../../design/dialog';
import { Spinner } from '../../design/spinner';
import { TextField } from '../../design/text-field';
import { usePriceFormat } from '../../format/use-price-format';
import { useLocalize } from '../../locales/use-localize';
import { paths } from '../../routing/restaurant-paths';
import { MissingOptionsProblem, OptionsWithFocus } from '../../product/missing-options';
import { OptionFieldset } from '../../product/option-fieldset';
import { ProductMedia } from '../../product/product-details';
import '../../product/product.css';
import { HighlightDrawerViewModel } from './highlight-drawer-view-model';
import './highlight.css';

export interface HighlightDrawerProps {
  readonly settings: RestaurantSettings;
  readonly catalogue: Catalogue;
  readonly basket: { replace(basket: Basket): void };
  readonly categoryId: number | null;
  readonly onClose: () => void;
}

/**
 * browsing 2.9: the highlight product drawer, its own lazy chunk. A side drawer (a sheet on phones) built
 * on the design system's Dialog: the focus stays inside, Escape and the close button leave by onClose,
 * which returns to the previous route.
 */
export default observer(function HighlightDrawer({ settings, catalogue, basket, categoryId, onClose }: HighlightDrawerProps) {
  const { t } = useTranslation();
  const container = useContainer();
  const drawer = useViewModel(
    () =>
      new HighlightDrawerViewModel(categoryId, {
      settings,
      catalogue,
      basket,
      origin: window.location.origin,
      open: () => container.getAsync<OpenHighlightProduct>(USE_CASES.openHighlightProduct),
      addToBasket: () => container.getAsync<AddToBasket>(USE_CASES.addToBasket),
      placeOrder: () => container.getAsync<PlaceOrder>(USE_CASES.placeOrder),
    }),
    [categoryId, settings, catalogue, container],
  );
  const localize = useLocalize();
  const title = drawer.product ? localize(drawer.product.name) : t('highlight_product');
  return (
    <Dialog variant="drawer" title={drawer.step === HIGHLIGHT_STEPS.error ? t(HIGHLIGHT_ERROR_TEXTS.title) : title} closeLabel={t('close')} onClose={onClose} footer={<Footer drawer={drawer} onClose={onClose} />}>
      <div className="highlight-drawer" data-step={drawer.step ?? 'loading'}>
        <StepBody drawer={drawer} settings={settings} />
      </div>
    </Dialog>
  );
});

const StepBody = observer(function StepBody({ drawer, settings }: { readonly drawer: HighlightDrawerViewModel; readonly settings: RestaurantSettings }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const price = usePriceFormat(settings);
  switch (drawer.step) {
    case null:
      return <Spinner label={t('loading')} />;
    case HIGHLIGHT_STEPS.error:
      return <p role="alert">{t(HIGHLIGHT_ERROR_TEXTS.message)}</p>;
    case HIGHLIGHT_STEPS.product: {
      const { product, choices } = drawer;
      if (!product || !choices) return null;
      const description = localize(product.description);
      return (
        <>
          <ProductMedia imageUrl={product.image_url} />
          {description && <p>{description}</p>}
          <p className="highlight-drawer__price">{price(drawer.unitPrice)}</p>
          <OptionsWithFocus choices={choices}>
            {choices.options.map((option) => (
              <OptionFieldset key={option.id} option={option} choices={choices} price={price} />
            ))}
          </OptionsWithFocus>
          <MissingOptionsProblem choices={choices} />
        </>
      );
    }
    case HIGHLIGHT_STEPS.time:
      return (
        <>
          {drawer.orderTypeIds.length > 1 && (
            <fieldset className="highlight-drawer__slots">
              <legend>{t('highlight_choose_order_type')}</legend>
              {drawer.orderTypeIds.map((id) => (
                <ChoiceInput key={id} type="radio" name="highlight-order-type" label={t(`order_type_${orderTypeName(id)}`)} checked={drawer.drawer?.orderTypeId === id} onChange={() => void drawer.chooseOrderType(id)} />
              ))}
            </fieldset>
          )}
          {drawer.time.slots.length > 0 ? (
            <fieldset className="highlight-drawer__slots">
              <legend>{t('highlight_choose_time')}</legend>
              {drawer.time.slots.map((choice) => (
                <ChoiceInput
                  key={`${choice.day.date}-${choice.slot.id}`}
                  type="radio"
                  name="highlight-slot"
                  label={slotLabel(choice, settings, t)}
                  checked={drawer.slot === choice}
                  onChange={() => drawer.chooseSlot(choice)}
                />
              ))}
            </fieldset>
          ) : (
            <p>{t('highlight_served_at_once')}</p>
          )}
        </>
      );
    case HIGHLIGHT_STEPS.validation:
      return (
        <form
          className="highlight-drawer__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void drawer.validate();
          }}
        >
          <p>
            {drawer.product && localize(drawer.product.name)} · {price(drawer.unitPrice)}
            {drawer.orderTypeIds.length > 1 && drawer.drawer?.orderTypeId && <> · {t(`order_type_${orderTypeName(drawer.drawer.orderTypeId)}`)}</>}
            {drawer.slot && <> · {slotLabel(drawer.slot, settings, t)}</>}
          </p>
          <TextField label={t('full_name')} value={drawer.fullName} onChange={(event) => drawer.setFullName(event.target.value)} error={problemText(drawer.problemOf('fullName'), t)} autoComplete="name" maxLength={100} />
          {drawer.asksRoomNumber && (
            <TextField label={t('room_number')} value={drawer.roomNumber} onChange={(event) => drawer.setRoomNumber(event.target.value)} error={problemText(drawer.problemOf('roomNumber'), t)} maxLength={20} />
          )}
          {!drawer.cgvPreChecked && <Checkbox label={t('highlight_accept_terms')} checked={drawer.cgvAccepted} onChange={(event) => drawer.setCgvAccepted(event.target.checked)} error={problemText(drawer.problemOf('cgv'), t)} />}
          {drawer.problems
            .filter((problem) => !['fullName', 'roomNumber', 'cgv'].includes(problem.field))
            .map((problem) => (
              <p key={`${problem.field}-${problem.key}`} role="alert" className="highlight-drawer__problem">
                {t(problem.key)}
              </p>
            ))}
          <Button type="submit" block disabled={drawer.sending}>
            {t('highlight_validate', { price: price(drawer.unitPrice) })}
          </Button>
        </form>
      );
    case HIGHLIGHT_STEPS.ordered:
      return (
        <div role="status">
          <p className="highlight-drawer__done">{t('highlight_order_taken')}</p>
          <p>{t('order_number', { number: drawer.drawer?.orderNumber ?? '' })}</p>
          <p>
            {drawer.product && localize(drawer.product.name)} · {price(drawer.unitPrice)}
          </p>
        </div>
      );
    case HIGHLIGHT_STEPS.tracking:
      return (
        <p>
          <Link to={paths.tracking(settings.id, { orderId: drawer.drawer?.orderNumber ?? '' })}>{t('highlight_follow_order')}</Link>
        </p>
      );
    default:
      return null;
  }
});

const Footer = observer(function Footer({ drawer, onClose }: { readonly drawer: HighlightDrawerViewModel; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const step = drawer.step;
  if (step === null) return null;
  const showsNext = step === HIGHLIGHT_STEPS.product || step === HIGHLIGHT_STEPS.time || step === HIGHLIGHT_STEPS.ordered;
  return (
    <div className="highlight-drawer__footer">
      {drawer.canGoBack && (
        <Button variant="secondary" onClick={() => void drawer.back()}>
          {t('back')}
        </Button>
      )}
      {showsNext && <Button onClick={drawer.next}>{t('next')}</Button>}
      {(step === HIGHLIGHT_STEPS.error || step === HIGHLIGHT_STEPS.tracking) && (
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      )}
    </div>
  );
});

function problemText(key: string | null, t: (key: string) => string): string | undefined {
  return key === null ? undefined : t(key);
}

/** browsing 9: the asap slot is labelled by the establishment's asap_label; the others by their time, the day when not today. */
function slotLabel(choice: ScheduleChoice, settings: RestaurantSettings, t: (key: string) => string): string {
  if (choice.slot.id === ASAP_SLOT_ID) return t(settings.asap_label === 'in_fifteen_minutes' ? 'asap_in_fifteen_minutes' : 'asap_now');
  const format = new Intl.DateTimeFormat(document.documentElement.lang || 'fr', {
    timeZone: settings.timezone,
    hour: '2-digit',
    minute: '2-digit',
    ...(choice.day.today ? {} : { weekday: 'long' as const }),
  });
  return format.format(new Date(choice.slot.start_time));
}

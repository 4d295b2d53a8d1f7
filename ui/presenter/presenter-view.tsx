import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PresenterItem } from '../../core/domain/presenter/presenter-screen';
import type { PresenterBlock } from '../../core/domain/presenter/presenter-screen';
import { presenterOrientation, portraitOrder } from '../../core/domain/presenter/presenter-grid';
import { CAROUSEL_STATES } from '../../core/domain/presenter/presenter-settings';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { PresenterFailure } from '../../core/use-cases/presenter/load-presenter-screen';
import { Spinner } from '../design/spinner';
import type { PriceFormat } from '../format/price-format';
import { priceFormat } from '../format/price-format';
import { usePageTitle } from '../routing/use-page-title';
import { useViewportWidth } from '../viewport/use-viewport-width';
import type { PresenterViewModel } from './presenter-view-model';
import './presenter.css';

interface PresenterViewProps {
  readonly viewModel: PresenterViewModel;
  readonly settings: RestaurantSettings;
  /** accounts 2: the screen's language (query language), for the shop's texts and its prices. */
  readonly language: string;
}

/** accounts 2: the option blocks on the 10 by 8 grid (landscape), stacked in portrait; no interaction needed. */
export const PresenterView = observer(function PresenterView({ viewModel, settings, language }: PresenterViewProps) {
  const { t } = useTranslation();
  const width = useViewportWidth();
  const current = viewModel.current;
  const screenName = current.status === 'ready' ? current.screen.screenName : '';
  usePageTitle(t('presenter_title', { screen: screenName }), settings.restaurant_name);
  if (current.status === 'loading') {
    return (
      <div className="presenter presenter--message">
        <Spinner label={t('presenter_loading')} />
      </div>
    );
  }
  if (current.status === 'failed') {
    return (
      <div className="presenter presenter--message" role="status">
        <h1 className="presenter__message">{failureText(current.failure, t)}</h1>
      </div>
    );
  }
  const orientation = presenterOrientation(viewModel.vertical, width);
  const format = priceFormat(language, settings.currency, settings.config.nb_decimal_price);
  const blocks = orientation === 'portrait' ? portraitOrder(viewModel.visibleBlocks) : viewModel.visibleBlocks;
  return (
    <div className={`presenter presenter--${orientation}`} data-carousel-state={viewModel.carousel} lang={language}>
      <h1 className="visually-hidden">{current.screen.productName ?? settings.restaurant_name}</h1>
      {viewModel.stale && (
        <p className="presenter__stale" role="status">
          {t('presenter_stale')}
        </p>
      )}
      <div className="presenter__grid">
        {blocks.map((block) => (
          <OptionBlock key={`${block.optionId}-${block.row}-${block.column}`} block={block} format={format} landscape={orientation === 'landscape'} />
        ))}
      </div>
      <CarouselDots state={viewModel.carousel} visible={current.screen.blocks.some((block) => block.states.length > 0)} />
    </div>
  );
});

function failureText(failure: PresenterFailure, t: (key: string, values?: Record<string, unknown>) => string): string {
  switch (failure.kind) {
    case 'not-configured':
      return t('presenter_not_configured');
    case 'unknown-screen':
      return t('presenter_unknown_screen', { screen: failure.screenName });
    case 'unknown-product':
      return t('presenter_unknown_product', { id: failure.productId });
    case 'nothing-to-show':
      return t('presenter_nothing_to_show');
    case 'load':
      return t('presenter_load_failed');
  }
}

function OptionBlock({ block, format, landscape }: { readonly block: PresenterBlock; readonly format: PriceFormat; readonly landscape: boolean }) {
  const { placement } = block;
  // accounts 2: the block's place on the grid, in 10 % and 12.5 % steps (only in landscape).
  // A block where everything is free (the flavours) says no price at all rather than "included" on every item.
  const priced = block.lines.some((line) => line.some((item) => item.price > 0));
  const style = landscape ? { left: `${placement.left}%`, top: `${placement.top}%`, width: `${placement.width}%`, height: `${placement.height}%` } : undefined;
  return (
    <section className={`presenter-block presenter-block--${block.type}`} style={style} data-option-id={block.optionId} aria-labelledby={`presenter-block-${block.optionId}`}>
      <h2 id={`presenter-block-${block.optionId}`} className="presenter-block__title">
        {block.title}
      </h2>
      {block.description && <p className="presenter-block__description">{block.description}</p>}
      {block.lines.map((line, index) => (
        <ul key={index} className="presenter-block__line" style={{ gridTemplateColumns: `repeat(${line.length}, minmax(0, 1fr))` }}>
          {line.map((item) => (
            <Item key={item.id} item={item} type={block.type} format={format} priced={priced} />
          ))}
        </ul>
      ))}
    </section>
  );
}

interface ItemProps {
  readonly item: PresenterItem;
  readonly type: PresenterBlock['type'];
  readonly format: PriceFormat;
  readonly priced: boolean;
}

function Item({ item, type, format, priced }: ItemProps) {
  const { t } = useTranslation();
  const withImage = type !== 'bulletpoint' && item.mediaUrl !== null;
  return (
    <li className="presenter-item">
      {withImage && <img className="presenter-item__image" src={item.mediaUrl ?? undefined} alt="" />}
      <span className="presenter-item__name">{item.name}</span>
      {/* accounts 9: option prices in cents, shown with their decimals and the currency; 0 is included. */}
      {priced && <span className="presenter-item__price">{item.price > 0 ? `+ ${format(item.price)}` : t('presenter_included')}</span>}
    </li>
  );
}

function CarouselDots({ state, visible }: { readonly state: number; readonly visible: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <p className="presenter__dots">
      <span className="visually-hidden">{t('presenter_carousel_state', { state, count: CAROUSEL_STATES.length })}</span>
      {CAROUSEL_STATES.map((dot) => (
        <span key={dot} className={`presenter__dot${dot === state ? ' presenter__dot--on' : ''}`} aria-hidden="true" />
      ))}
    </p>
  );
}

import type { Catalogue } from '../catalogue/catalogue';
import type { Cents } from '../money/money';
import { localize } from '../locale/localized-text';
import type { BlockPlacement } from './presenter-grid';
import { blockPlacement, itemLines } from './presenter-grid';
import type { CarouselInterval, CarouselState, PresenterOptionType, PresenterSettings } from './presenter-settings';

/** accounts 2: the presenter's query, read by presenterQuery (presenter-query.ts). */
export interface PresenterQuery {
  readonly screenName: string | null;
  readonly language: string | null;
  readonly vertical: boolean;
  readonly productId: number | null;
}

/** accounts 3: one option item as the screen shows it. */
export interface PresenterItem {
  readonly id: number;
  readonly name: string;
  readonly price: Cents;
  readonly mediaUrl: string | null;
}

/** One option block, ready to draw. */
export interface PresenterBlock {
  readonly optionId: number;
  readonly type: PresenterOptionType;
  readonly title: string;
  readonly description: string;
  readonly placement: BlockPlacement;
  readonly row: number;
  readonly column: number;
  readonly states: readonly CarouselState[];
  /** The items by line (limitPerLine), in their positions' order. */
  readonly lines: readonly (readonly PresenterItem[])[];
}

export interface PresenterScreen {
  readonly screenName: string;
  readonly productName: string | null;
  readonly carouselSeconds: CarouselInterval;
  readonly blocks: readonly PresenterBlock[];
}

export type PresenterProblem =
  | { readonly kind: 'not-configured' }
  | { readonly kind: 'unknown-screen'; readonly screenName: string }
  | { readonly kind: 'unknown-product'; readonly productId: number }
  | { readonly kind: 'nothing-to-show' };

/**
 * accounts 2: the screen a shop asked for (screen_name; its first screen when none is named), with the
 * option blocks of its settings, restricted to the product's options when productId is given. Names are in
 * the asked language; hidden options and unknown ones are left out.
 */
export function presenterScreen(
  presenter: PresenterSettings | null | undefined,
  catalogue: Pick<Catalogue, 'options' | 'products'>,
  query: PresenterQuery,
  interfaceLanguage: string,
): { readonly ok: true; readonly value: PresenterScreen } | { readonly ok: false; readonly error: PresenterProblem } {
  if (!presenter || presenter.screens.length === 0) return { ok: false, error: { kind: 'not-configured' } };
  const screen = query.screenName === null ? presenter.screens[0] : presenter.screens.find((candidate) => candidate.screen_name === query.screenName);
  if (!screen) return { ok: false, error: { kind: 'unknown-screen', screenName: query.screenName ?? '' } };
  const language = query.language ?? interfaceLanguage;
  let productOptionIds: readonly number[] | null = null;
  let productName: string | null = null;
  if (query.productId !== null) {
    const product = catalogue.products.find((candidate) => candidate.id === query.productId);
    if (!product) return { ok: false, error: { kind: 'unknown-product', productId: query.productId } };
    productOptionIds = product.product_option_ids;
    productName = localize(product.name, language);
  }
  const media = new Map(presenter.item_media.map((entry) => [entry.item_id, entry.url]));
  const blocks: PresenterBlock[] = [];
  for (const block of screen.blocks) {
    if (productOptionIds !== null && !productOptionIds.includes(block.option_id)) continue;
    const option = catalogue.options.find((candidate) => candidate.id === block.option_id);
    if (!option?.visible) continue;
    const items = [...option.product_option_items]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({ id: item.id, name: localize(item.name, language), price: item.price, mediaUrl: media.get(item.id) ?? null }));
    blocks.push({
      optionId: option.id,
      type: block.type,
      title: localize(option.name, language),
      description: localize(block.description, language),
      placement: blockPlacement(block),
      row: block.row,
      column: block.column,
      states: block.states,
      lines: itemLines(items, block.limitPerLine),
    });
  }
  if (blocks.length === 0) return { ok: false, error: { kind: 'nothing-to-show' } };
  return { ok: true, value: { screenName: screen.screen_name, productName, carouselSeconds: screen.carousel_seconds, blocks } };
}

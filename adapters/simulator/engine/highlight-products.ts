import * as v from 'valibot';
import type { Catalogue, Product } from '../../../core/domain/catalogue/catalogue';
import { findProduct } from '../../../core/domain/catalogue/menu-navigation';
import type { HighlightProduct } from '../../../core/domain/room-directory/highlight-product';
import { HIGHLIGHT_ERROR_CODES, HIGHLIGHT_ERROR_MESSAGES } from '../../../core/domain/room-directory/highlight-product';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { RoomDirectory } from '../../../core/domain/room-directory/room-directory';
import { findService } from '../../../core/domain/room-directory/room-directory';
import { isOrderTypeId } from '../../../core/domain/order-type/order-type';
import { id } from '../../platform-api/catalogue-schemas';
import { SimulatorError } from './simulator-error';

/**
 * Ours (browsing 2.9, 3 and 7): what a `highlight_product` service of the room directory offers, written in
 * the establishment file beside the directory (`highlightProducts`), as the platform keeps it on its side:
 * the directory the storefront reads does not carry it, the highlight product fetch answers it.
 */
export const highlightProductsSchema = v.pipe(
  v.array(v.object({ serviceId: id, product_id: id, orderTypeId: id })),
  v.maxLength(100),
);
export type HighlightProductSetting = v.InferOutput<typeof highlightProductsSchema>[number];

/** A file's highlightProducts must each name a highlight_product service of its directory, once. */
export function highlightProductsProblems(settings: readonly HighlightProductSetting[], directory: RoomDirectory | undefined): { field: string; message: string }[] {
  const seen = new Set<number>();
  return settings.flatMap((setting, index) => {
    const field = `highlightProducts.${index}.serviceId`;
    const service = directory ? findService(directory.services, setting.serviceId) : null;
    if (!service || service.type !== 'highlight_product') return [{ field, message: `service ${setting.serviceId} is not a highlight_product service of roomDirectory` }];
    if (seen.has(setting.serviceId)) return [{ field, message: `service ${setting.serviceId} has two highlight products` }];
    seen.add(setting.serviceId);
    return [];
  });
}

/** A product the platform can offer now: visible, not unavailable, a plain product, in stock when stock is kept. */
function orderable(product: Product | undefined): product is Product {
  if (!product || product.type !== 'product' || !product.visible || product.unavailable || product.isMenuOnly) return false;
  return product.stock === null || (product.stock.number_available !== null && product.stock.number_available > 0);
}

/**
 * browsing 7 "Highlight product fetch" and 8's three errors: an unknown service (or one that is not a
 * highlight product) is a 404; a product or order type that cannot be found, a 422. The product is the
 * catalogue's as served now (stock and price changes included); the order type must be one the
 * restaurant offers.
 */
export function highlightProductOf(
  serviceParam: string,
  establishment: { readonly settings: RestaurantSettings; readonly roomDirectory?: RoomDirectory; readonly highlightProducts?: readonly HighlightProductSetting[] },
  catalogue: Catalogue,
): HighlightProduct {
  const serviceId = /^\d{1,9}$/.test(serviceParam) ? Number(serviceParam) : null;
  const shownId = serviceParam.slice(0, 20);
  const service = serviceId !== null && establishment.roomDirectory ? findService(establishment.roomDirectory.services, serviceId) : null;
  if (serviceId === null || !service || service.disable || service.type !== 'highlight_product') {
    throw new SimulatorError('not_found', HIGHLIGHT_ERROR_MESSAGES.service(shownId), 'serviceId', HIGHLIGHT_ERROR_CODES.service);
  }
  const setting = establishment.highlightProducts?.find((entry) => entry.serviceId === serviceId);
  const product = setting ? findProduct(catalogue, setting.product_id) : undefined;
  if (!setting || !orderable(product)) throw new SimulatorError('unprocessable', HIGHLIGHT_ERROR_MESSAGES.product, 'product', HIGHLIGHT_ERROR_CODES.product);
  const orderTypeId = setting.orderTypeId;
  if (!isOrderTypeId(orderTypeId) || !establishment.settings.orderTypes.some((type) => type.id === orderTypeId)) {
    throw new SimulatorError('unprocessable', HIGHLIGHT_ERROR_MESSAGES.orderType, 'orderTypeId', HIGHLIGHT_ERROR_CODES.orderType);
  }
  return { product, orderTypeId };
}

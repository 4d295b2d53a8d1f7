import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { sandboxLang } from '../sandbox/sandbox-pages';
import { framedByOwnPages } from './security-headers';

const TEXTS = {
  fr: { title: 'Suivi du coursier (bac à sable)', onTheWay: 'Votre coursier est en route.', delivered: 'Commande livrée.', eta: 'Arrivée prévue vers', order: 'Commande' },
  en: { title: 'Courier tracking (sandbox)', onTheWay: 'Your courier is on the way.', delivered: 'Order delivered.', eta: 'Expected around', order: 'Order' },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The courier company's tracking page, as the simulator's sandbox plays it (checkout 2: the tracking page
 * frames a delivery's tracking_url). Plain HTML, no script; framable by the storefront's own origin only.
 * It tells where the courier is, never the customer's address or name.
 */
export function registerCourierPage(app: FastifyInstance, engine: SimulatorEngine): void {
  const framable = framedByOwnPages('none');
  app.get<{ Params: { orderNumber: string }; Querystring: { lang?: string } }>('/sandbox/courier/:orderNumber', framable, async (request, reply) => {
    const { order, settings } = engine.sandboxOrder(request.params.orderNumber);
    const status = engine.track(order.restaurantId, order.orderNumber);
    const text = TEXTS[sandboxLang(request.query.lang)];
    const delivered = status.steps.at(-1)?.done === true;
    const eta = status.end_time ? DateTime.fromISO(status.end_time, { setZone: true }).toFormat('HH:mm') : null;
    const body =
      `<p>${escapeHtml(text.order)} ${escapeHtml(order.displayNumber)} · ${escapeHtml(settings.restaurant_name)}</p>` +
      `<p><strong>${delivered ? text.delivered : text.onTheWay}</strong></p>` +
      (eta && !delivered ? `<p>${text.eta} ${eta}</p>` : '');
    const html = `<!doctype html><html lang="${sandboxLang(request.query.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${text.title}</title></head><body><main><h1>${text.title}</h1>${body}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}

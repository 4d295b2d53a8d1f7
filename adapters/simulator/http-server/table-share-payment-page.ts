import type { FastifyInstance } from 'fastify';
import { TABLE_SHARE_PAYMENT_PATH } from '../../platform-api/table-api';
import type { SimulatorEngine } from '../engine/simulator-engine';
import type { ShareProviderResult } from '../engine/table-share-payments';
import type { StoredShare } from '../engine/table-shares';

/**
 * Issue 20 item 2: the sandbox provider's page where a share of a table's bill is paid, as the whole bill's
 * table payment page is. Its buttons are the provider's decision (paid, card refused, given up); the page
 * then sends the customer back to the table's hub, which asks the platform how the share stands (the address
 * says which share, never how it ended). Plain HTML: no script, no inline style, under the server's CSP.
 */
const PAGE_PATH = `/${TABLE_SHARE_PAYMENT_PATH}`;
const RESULTS: readonly ShareProviderResult[] = ['paid', 'refused', 'cancelled'];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
const hubPath = (share: StoredShare) =>
  `/${encodeURIComponent(share.restaurantId)}/hub?${new URLSearchParams({ number: share.tableNumber, share: share.shareId }).toString()}`;

const ENDED: Readonly<Record<string, string>> = {
  paid: 'Cette part est payée.',
  refused: 'Le paiement de cette part a été refusé.',
  cancelled: 'Le paiement de cette part a été abandonné.',
  expired: 'Le paiement de cette part a expiré.',
  closed: 'L’addition a été réglée entre-temps : cette part n’est pas débitée.',
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function button(share: StoredShare, result: ShareProviderResult, label: string): string {
  const action = `${PAGE_PATH}?${new URLSearchParams({ share: share.shareId, result }).toString()}`;
  // text/plain: a body Fastify reads without a form parser; the share and the result travel in the address.
  return `<form method="post" enctype="text/plain" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

export function registerTableSharePaymentPage(app: FastifyInstance, engine: SimulatorEngine): void {
  app.get<{ Querystring: { share?: string } }>(PAGE_PATH, async (request, reply) => {
    const share = engine.tableShares.page(request.query.share);
    const name = engine.settings(share.restaurantId).restaurant_name;
    const total = share.amount + share.tip;
    const head =
      `<p>${escapeHtml(name)} · table ${escapeHtml(share.tableNumber)}</p>` +
      `<p>Votre part <strong>${euros(share.amount)}</strong> · pourboire ${euros(share.tip)}</p>`;
    const body =
      share.state === 'reserved'
        ? `${head}${button(share, 'paid', `Payer ${euros(total)}`)}${button(share, 'refused', 'Refuser le paiement')}${button(share, 'cancelled', 'Annuler')}`
        : `${head}<p role="status">${escapeHtml(ENDED[share.state === 'paid' ? 'paid' : (share.reason ?? 'cancelled')])}</p><p><a href="${escapeHtml(hubPath(share))}">Retour à la table</a></p>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Paiement d’une part (bac à sable)', body));
  });

  app.post<{ Querystring: { share?: string; result?: string } }>(PAGE_PATH, async (request, reply) => {
    const result = RESULTS.find((known) => known === request.query.result);
    if (!result) return reply.code(400).send({ error: 'bad_request', message: 'result is paid, refused or cancelled', field: 'result' });
    const share = engine.tableShares.page(request.query.share);
    // Back to the table's hub, which reads the share's state from the platform.
    return reply.redirect(hubPath(engine.tableShares.settle(share.shareId, result)), 303);
  });
}

import type { FastifyInstance } from 'fastify';
import { TABLE_PAYMENT_PATH } from '../../../core/domain/table/table-payment';
import type { SimulatorEngine } from '../engine/simulator-engine';

/**
 * checkout 7, pay-the-table: the platform's table payment page, as the simulator's sandbox plays it. It
 * shows the table's bill and pays it on the sandbox terminal, then sends the customer back to the
 * restaurant's order validation screen (a path of this server, never another host). Plain HTML: no script, no inline
 * style, under the server's Content-Security-Policy.
 */
const PAGE_PATH = `/${TABLE_PAYMENT_PATH}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export function registerTablePaymentPage(app: FastifyInstance, engine: SimulatorEngine): void {
  app.get<{ Querystring: { transactionKey?: string } }>(PAGE_PATH, async (request, reply) => {
    const key = request.query.transactionKey ?? '';
    const bill = engine.tableBill(key);
    const name = engine.settings(bill.restaurantId).restaurant_name;
    const body =
      `<p>${escapeHtml(name)} · table ${escapeHtml(bill.tableNumber)}</p>` +
      `<p>${bill.orderNumbers.length} commande(s) · total <strong>${euros(bill.totalPrice)}</strong></p>` +
      // text/plain: a body Fastify reads without a form parser; the key travels in the address.
      `<form method="post" enctype="text/plain" action="${PAGE_PATH}?transactionKey=${encodeURIComponent(key)}"><button type="submit">Payer ${euros(bill.totalPrice)}</button></form>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Paiement de la table (bac à sable)', body));
  });

  app.post<{ Querystring: { transactionKey?: string } }>(PAGE_PATH, async (request, reply) => {
    // checkout 4: back to the storefront's order validation screen, which waits for the platform's word.
    const paid = engine.payTableBill(request.query.transactionKey ?? '');
    return reply.redirect(paid.validationPath, 303);
  });
}

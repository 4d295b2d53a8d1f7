import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { drainRequestBody } from '../../../../../adapters/simulator/http-server/refused-body-drain';

/** A request body still arriving: what the server has not read yet of an IncomingMessage. */
function anArrivingBody(): PassThrough & { complete: boolean } {
  const body = new PassThrough() as PassThrough & { complete: boolean };
  body.complete = false;
  body.on('end', () => (body.complete = true));
  return body;
}

const limits = { maxBytes: 1_000, maxMs: 200 };

// Issue 15, defect 12: the rest of a refused body is read before the connection closes, within bounds.
describe('draining a refused request body', () => {
  it('reads the body to its end and says it was read whole', async () => {
    const body = anArrivingBody();
    const drained = drainRequestBody(body as unknown as IncomingMessage, limits);
    body.write(Buffer.alloc(600));
    body.end(Buffer.alloc(300));
    await expect(drained).resolves.toBe(true);
  });

  it('gives up past maxBytes: a body far over the limit is not read to its end', async () => {
    const body = anArrivingBody();
    const drained = drainRequestBody(body as unknown as IncomingMessage, limits);
    body.write(Buffer.alloc(1_200));
    await expect(drained).resolves.toBe(false);
  });

  it('gives up after maxMs: a client that stops sending does not hold the answer', async () => {
    const body = anArrivingBody();
    const startedAt = performance.now();
    await expect(drainRequestBody(body as unknown as IncomingMessage, limits)).resolves.toBe(false);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(limits.maxMs - 20);
  });

  it('a body already read whole needs nothing', async () => {
    const body = anArrivingBody();
    body.complete = true;
    await expect(drainRequestBody(body as unknown as IncomingMessage, limits)).resolves.toBe(true);
  });
});

import type { IncomingMessage } from 'node:http';

/**
 * How much of a refused request body the server still reads, and for how long, before it closes the
 * connection: a few times the body limit covers a client that sends a little too much; beyond that, or
 * slower than that, the client is cut off (issue 15).
 */
export const REFUSED_BODY_DRAIN = { maxBytes: 1024 * 1024, maxMs: 2_000 } as const;

/**
 * Reads and throws away what is left of a request body the server refused before reading it all (413: over
 * the body limit, decided on its Content-Length; 415). fastify answers such a request with
 * `Connection: close`, and a socket closed with unread bytes in it sends a TCP reset: the client, still
 * writing, fails (EPIPE) and may lose the answer on its way. Read to its end first, the body is gone when the
 * connection closes, which it then does cleanly (Apache's "lingering close"). Resolves true when the whole
 * body was read; false when it gave up at `maxBytes` or `maxMs` (what still comes is read and dropped until
 * the connection closes).
 */
export function drainRequestBody(request: IncomingMessage, limits: { readonly maxBytes: number; readonly maxMs: number } = REFUSED_BODY_DRAIN): Promise<boolean> {
  if (request.complete || request.destroyed) return Promise.resolve(request.complete);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('close', onClose);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limits.maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(request.complete);
    const timer = setTimeout(() => finish(false), limits.maxMs);
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('close', onClose);
    request.resume();
  });
}

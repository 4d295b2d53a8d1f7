import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAGING_HEADER } from '../admin/simulator-admin';

/** Why a staging call was refused: the only body a refused staging call gets. */
interface StagingRefusal {
  readonly error: 'forbidden';
  readonly message: string;
}

/** The server's own addresses, known once it listens (port 0 picks one). */
export interface OwnAddress {
  /** host:port values a request to this server carries in its Host header. */
  readonly hosts: ReadonlySet<string>;
  /** Origins of pages this server served itself. */
  readonly origins: ReadonlySet<string>;
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** A server on a loopback address answers to every loopback name; any other only to its own. */
export function ownAddress(host: string, port: number): OwnAddress {
  const name = host.includes(':') ? `[${host}]` : host;
  const names = LOOPBACK_NAMES.includes(name) ? LOOPBACK_NAMES : [name];
  const hosts = new Set(names.map((each) => `${each}:${port}`));
  return { hosts, origins: new Set([...hosts].map((each) => `http://${each}`)) };
}

/**
 * Issue 5, point 7: the staging routes (cancel an order, change a price ...) cannot be reached from a
 * web page. Refused with 403:
 * - a request from a page of another origin (its Origin header names it);
 * - a request whose Host is not this server, which is how a page re-pointing its own name at 127.0.0.1
 *   (DNS rebinding) would look: same-origin for the browser, but not our name;
 * - a request without the staging header, which a form cannot send (HttpSimulatorAdmin sends it).
 * The CLI, the features and the e2e tests send no Origin: they are not web pages.
 */
export function stagingGuard(address: () => OwnAddress | null) {
  return async function refuseWebPages(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const own = address();
    const refuse = (message: string) => reply.code(403).send({ error: 'forbidden', message } satisfies StagingRefusal);
    const origin = request.headers.origin;
    if (!own) return refuse('the simulator is not listening yet');
    if (origin !== undefined && !own.origins.has(origin)) return refuse('staging routes refuse requests from another origin');
    if (!own.hosts.has(request.headers.host ?? '')) return refuse('staging routes answer only to the simulator’s own address');
    if (request.headers[STAGING_HEADER.name] !== STAGING_HEADER.value) {
      return refuse(`staging routes need the header ${STAGING_HEADER.name}: ${STAGING_HEADER.value}`);
    }
    return undefined;
  };
}

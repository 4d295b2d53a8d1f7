import { existsSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { Server as SocketServer } from 'socket.io';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { registerPlatformRoutes } from './platform-routes';
import { registerBookingAdminRoutes, registerBookingRoutes } from './booking-routes';
import { registerAccountRoutes } from './account-routes';
import { registerOrderHistoryRoutes } from './order-history-routes';
import { registerAdminRoutes } from './admin-routes';
import { registerSandboxRoutes } from './sandbox-routes';
import { attachLiveSocket, LIVE_SOCKET_SERVER_OPTIONS } from './live-socket';
import type { ErrorBody } from '../../platform-api/platform-api';
import { SimulatorError } from '../engine/simulator-error';
import { rewriteAliases } from './alias-rewrite';
import { registerOfflineMapStyle } from './offline-map-style';
import { registerGeocodingRoutes } from './geocoding-routes';
import { registerTablePaymentPage } from './table-payment-page';
import { registerTableRoutes } from './table-routes';
import { registerCourierPage } from './courier-page';
import { registerFeedbackInbox, registerFeedbackRoutes } from './feedback-routes';
import { registerPushRoutes, registerPushStaging } from './push-routes';
import { registerPromotionRoutes, registerPromotionStaging } from './promotion-routes';
import { registerLoyaltyRoutes, registerLoyaltyStaging } from './loyalty-routes';
import { framedByOwnPages, inlineScriptHashes, registerSecurityHeaders, securityHeadersMiddleware } from './security-headers';
import { drainRequestBody } from './refused-body-drain';
import type { OwnAddress } from './staging-guard';
import { ownAddress } from './staging-guard';
import { pageEncoding, storefrontPage } from './storefront-page';
import { registerWebAppManifest } from './web-app-manifest';

/**
 * Issue 5, point 6 (server part): how long a client may take and how much it may send. A slow client
 * holds a connection, and so memory, for as long as it is allowed to.
 */
export interface ServerLimits {
  /** The largest request body; an order is a few KB. */
  readonly bodyLimitBytes: number;
  /** The whole request, headers and body, must arrive within this. */
  readonly requestTimeoutMs: number;
  /** The headers must arrive within this. */
  readonly headersTimeoutMs: number;
  /** A keep-alive connection waiting for its next request is closed after this. */
  readonly keepAliveTimeoutMs: number;
  /** A connection on which nothing moves is closed after this. Above socket.io's long-polling wait (25 s). */
  readonly idleTimeoutMs: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  bodyLimitBytes: 256 * 1024,
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
};

export interface SimulatorServerOptions {
  readonly engine: SimulatorEngine;
  /** Tests and the CLI bind to loopback only. */
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** A built storefront (vite's dist folder) to serve next to the API, with single-page fallback. */
  readonly uiDir?: string | null;
  /** The establishments' pictures, served under /demo-assets/ (the demo folder's assets when not given). */
  readonly assetsDir?: string;
  readonly logRequests?: boolean;
  /** The staging routes under /_simulator/ (default on); `ordering serve --no-staging` turns them off. */
  readonly staging?: boolean;
  /** Tests shorten the timeouts; a real server keeps DEFAULT_SERVER_LIMITS. */
  readonly limits?: Partial<ServerLimits>;
}

export interface RunningSimulatorServer {
  /** Base URL of the API and of the storefront, with a trailing slash. */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

const DEMO_ASSETS_DIR = fileURLToPath(new URL('../demo/establishments/assets', import.meta.url));

/** browsing 2.1: the store-locator page frames this route, so it alone may be framed by our own pages. */
const STORE_LOCATOR_MAP_ROUTE = '/:restaurantId/storelocatormap';

/** Requests the single-page fallback must leave alone: API calls answer 404 as JSON, never HTML. */
const API_PREFIXES = ['/api/', '/api_click_and_collect/', '/order/', '/_simulator/', '/socket.io/', '/demo-assets/', '/map/', '/v1/', '/platform/', '/sandbox/', '/customer/'];

function sendError(statusCode: number, body: ErrorBody) {
  return { statusCode, body };
}

function errorReply(error: unknown) {
  if (error instanceof SimulatorError) {
    const status = error.kind === 'not_found' ? 404 : error.kind === 'unprocessable' ? 422 : 400;
    return sendError(status, { error: error.kind, message: error.message, ...(error.field !== undefined && { field: error.field }), ...(error.code !== undefined && { err: error.code }) });
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.statusCode && fastifyError.statusCode < 500) {
    // Fastify's own refusals: a body that is not JSON, a body too large, a wrong content type.
    return sendError(fastifyError.statusCode, { error: 'bad_request', message: fastifyError.message ?? 'bad request', field: 'body' });
  }
  return sendError(500, { error: 'server_error', message: 'the simulator failed; see its log' });
}

export async function startSimulatorServer(options: SimulatorServerOptions): Promise<RunningSimulatorServer> {
  const limits = { ...DEFAULT_SERVER_LIMITS, ...options.limits };
  const app: FastifyInstance = Fastify({
    logger: options.logRequests ?? false,
    bodyLimit: limits.bodyLimitBytes,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // node checks the request and headers timeouts this often (30 s by default, which would let a
      // slow client hold on twice as long as stated).
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.min(limits.requestTimeoutMs, limits.headersTimeoutMs) / 10)),
    },
    // Closing must not wait for a busy keep-alive connection to be let go by its client.
    forceCloseConnections: true,
    // browsing 2.1: an establishment's hashed aliases reach it on every call (alias-rewrite.ts).
    rewriteUrl: (request) => rewriteAliases(request.url ?? '/', (candidate) => options.engine.idOfAlias(candidate)),
  });

  app.setErrorHandler(async (error, request, reply) => {
    const { statusCode, body } = errorReply(error);
    if (statusCode === 500) request.log.error(error);
    // A body refused before it was read to its end (413, 415): its rest is read first, so that the client reads
    // the answer instead of a reset connection (refused-body-drain.ts).
    if (!request.raw.complete) await drainRequestBody(request.raw);
    return reply.code(statusCode).send(body);
  });

  // @fastify/static wants an absolute root; a CLI user gives a relative one.
  const uiDir = options.uiDir && existsSync(join(options.uiDir, 'index.html')) ? resolve(options.uiDir) : null;
  // The inline scripts of the storefront's page (its early fetch) are allowed by their hash, read once.
  const inlineHashes = uiDir ? inlineScriptHashes(readFileSync(join(uiDir, 'index.html'), 'utf8')) : [];
  registerSecurityHeaders(app, inlineHashes);
  // API answers are compressed on the fly (a long menu's catalogue is a megabyte of JSON, 60 KB in
  // brotli); built assets come compressed already and are left as they are. Quality 4 keeps brotli fast.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(fastifyStatic, { root: options.assetsDir ?? DEMO_ASSETS_DIR, prefix: '/demo-assets/', decorateReply: false, maxAge: '1d' });
  registerPlatformRoutes(app, options.engine);
  registerAccountRoutes(app, options.engine.accounts);
  registerBookingRoutes(app, options.engine.bookings);
  registerOrderHistoryRoutes(app, options.engine);
  registerOfflineMapStyle(app);
  registerGeocodingRoutes(app);
  registerTablePaymentPage(app, options.engine);
  registerTableRoutes(app, options.engine);
  registerCourierPage(app, options.engine);
  registerSandboxRoutes(app, options.engine);
  registerFeedbackRoutes(app, options.engine.feedback);
  registerPromotionRoutes(app, options.engine.promotions);
  registerLoyaltyRoutes(app, options.engine.loyalty);
  registerPushRoutes(app, options.engine.push);
  registerWebAppManifest(app, options.engine, resolve(options.assetsDir ?? DEMO_ASSETS_DIR));
  let address: OwnAddress | null = null;
  if (options.staging ?? true) await app.register((scope) => registerAdminRoutes(scope, options.engine, () => address));
  if (options.staging ?? true) await app.register((scope) => registerBookingAdminRoutes(scope, options.engine.bookings, () => address));
  if (options.staging ?? true) await app.register((scope) => registerFeedbackInbox(scope, options.engine.feedback, () => address));
  if (options.staging ?? true) await app.register((scope) => registerPromotionStaging(scope, options.engine.promotions, () => address));
  if (options.staging ?? true) await app.register((scope) => registerLoyaltyStaging(scope, options.engine.loyalty, () => address));
  if (options.staging ?? true) await app.register((scope) => registerPushStaging(scope, options.engine.push, () => address));

  const pageTemplate = uiDir ? readFileSync(join(uiDir, 'index.html'), 'utf8') : '';
  /** The page of every storefront route, with the establishment its address names (storefront-page.ts). */
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const [path = '', query = ''] = request.url.split('?');
    const restaurantId = path.split('/')[1] ?? '';
    const settings = options.engine.establishmentIds().includes(restaurantId) ? options.engine.settings(restaurantId) : null;
    const page = storefrontPage(pageTemplate, settings, new URLSearchParams(query).get('lang'));
    // The 404 handler is no route, which @fastify/compress's hook does not reach: the page is compressed here.
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (encoding === null) return reply.send(page);
    const body = encoding === 'br' ? brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(page);
    return reply.header('content-encoding', encoding).send(body);
  };
  if (uiDir) {
    await app.register(fastifyStatic, {
      root: uiDir,
      prefix: '/',
      wildcard: false,
      // issue 5, point 7: the .br and .gz copies made at build time (config/precompress-plugin.ts), by
      // the request's Accept-Encoding; the original when the client takes neither.
      preCompressed: true,
      // Source maps stay on disk for debugging; they are not published (issue 5, point 7).
      allowedPath: (pathname) => !pathname.endsWith('.map'),
      // Hashed file names never change content: cache them for a year. index.html is revalidated.
      setHeaders: (reply, path) => {
        const isHashedAsset = relative(uiDir, path).split(sep)[0] === 'assets';
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get(STORE_LOCATOR_MAP_ROUTE, framedByOwnPages('storefront'), (request, reply) => sendPage(request, reply));
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing file (an old hashed chunk after a redeploy, favicon.ico) is a 404, not the page: a page
    // in place of a script fails later with a confusing MIME error.
    const isPageRequest =
      request.method === 'GET' && !API_PREFIXES.some((prefix) => path.startsWith(prefix)) && extname(path) === '';
    if (uiDir && isPageRequest) {
      // Every storefront route (/{restaurantId}/menu/..., /{restaurantId}/trackOrder ...) is the same page.
      return sendPage(request, reply);
    }
    return reply.code(404).send({ error: 'not_found', message: `no route ${request.method} ${request.url}` } satisfies ErrorBody);
  });

  const io = new SocketServer(app.server, { serveClient: false, ...LIVE_SOCKET_SERVER_OPTIONS });
  // socket.io answers its long-polling requests before fastify sees them: the same security headers there too.
  io.engine.use(securityHeadersMiddleware(inlineHashes));
  const detachLiveSocket = attachLiveSocket(io, options.engine);

  const host = options.host ?? '127.0.0.1';
  const listening = await app.listen({ host, port: options.port ?? 0 });
  const port = (app.server.address() as { port: number }).port;
  address = ownAddress(host, port);
  return {
    url: `${listening.replace('[::1]', 'localhost')}/`,
    port,
    close: async () => {
      detachLiveSocket();
      io.disconnectSockets(true);
      // fastify closes the HTTP server and every connection, busy ones too; socket.io then has nothing left.
      await app.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}

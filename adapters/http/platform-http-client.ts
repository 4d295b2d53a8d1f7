import ky, { HTTPError } from 'ky';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { GatewayError } from '../../core/ports/gateway-error';
import { errorBody } from './error-body';
import { describeNetworkFailure } from './network-failure';

export interface PlatformHttpOptions {
  /** Base URL of the platform's API, e.g. https://api.example.com/ (a trailing slash is added). */
  readonly baseUrl: string;
  /** The signed-in customer's token, if any; sent as x-access-token to the API host only. */
  readonly accessToken?: () => string | null;
  readonly timeoutMs?: number;
  /**
   * How long a POST (an order) may take. Longer than the 25 s after which the in-progress screen gives
   * up (checkout 4), so the customer sees that screen, not a network error that invites a second order.
   */
  readonly postTimeoutMs?: number;
  /** Tests pass a fetch of their own. */
  readonly fetch?: typeof fetch;
}

export interface PlatformResponse {
  readonly status: number;
  readonly body: unknown;
  /** Response headers, names in lowercase. */
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The one way this storefront talks to the platform over HTTP. Every path is relative to the API base,
 * and redirects are refused (an API call has no reason to be redirected, and following one could carry
 * the token to another host), so x-access-token only ever reaches the API host. Reads are retried on
 * network failures and on 502/503/504; orders never are (a retried POST could order twice).
 */
export class PlatformHttpClient {
  private readonly http: KyInstance;
  /** The API's base URL, with its trailing slash. */
  readonly baseUrl: string;
  private readonly postTimeoutMs: number;

  constructor(options: PlatformHttpOptions) {
    const prefixUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    this.baseUrl = prefixUrl;
    this.postTimeoutMs = options.postTimeoutMs ?? 35_000;
    this.http = ky.create({
      prefixUrl,
      timeout: options.timeoutMs ?? 15_000,
      redirect: 'error',
      // ky retries only the statuses it throws for; the answer is read from the HTTPError below.
      throwHttpErrors: true,
      retry: { limit: 2, methods: ['get'], statusCodes: [502, 503, 504] },
      ...(options.fetch && { fetch: options.fetch }),
      hooks: {
        beforeRequest: [
          (request) => {
            const token = options.accessToken?.();
            if (token) request.headers.set('x-access-token', token);
          },
        ],
      },
    });
  }

  async get(path: string, searchParams?: Record<string, string>): Promise<PlatformResponse> {
    // Issue 20 item 5: asked even offline: the storefront's service worker answers the menu with the last one seen.
    return this.send(() => this.http.get(path, searchParams ? { searchParams } : {}));
  }

  async post(path: string, json: unknown, headers: Record<string, string> = {}): Promise<PlatformResponse> {
    // Issue 15.5: a device that knows it is offline sends nothing, and can say so.
    if ((globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false) {
      throw new GatewayError('network', 'the device is offline', undefined, { neverSent: true });
    }
    return this.send(() => this.http.post(path, { json, headers, timeout: this.postTimeoutMs }));
  }

  private async send(call: () => Promise<Response>): Promise<PlatformResponse> {
    let response: Response;
    try {
      response = await call();
    } catch (error) {
      if (!(error instanceof HTTPError)) {
        const { message, neverSent } = describeNetworkFailure(error);
        throw new GatewayError('network', message, undefined, { neverSent });
      }
      response = error.response;
    }
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      if (response.ok) throw new GatewayError('malformed_response', `the platform answered ${response.status} with a body that is not JSON`);
    }
    return { status: response.status, body, headers: Object.fromEntries(response.headers.entries()) };
  }
}

/** A 4xx or 5xx the caller did not expect, as a GatewayError naming what was wrong. */
export function unexpectedStatus(response: PlatformResponse): GatewayError {
  const parsed = v.safeParse(errorBody, response.body);
  const message = parsed.success && parsed.output.message ? parsed.output.message : `the platform answered ${response.status}`;
  const code = parsed.success ? parsed.output.err : undefined;
  const options = code === undefined ? {} : { code };
  if (response.status === 404) return new GatewayError('not_found', message, undefined, options);
  if (response.status >= 400 && response.status < 500) {
    return new GatewayError('bad_request', message, parsed.success ? parsed.output.field : undefined, options);
  }
  return new GatewayError('server', message, undefined, options);
}

/** Checks a successful answer against its schema; a mismatch is a typed error, never a crash later. */
export function readBody<TSchema extends v.GenericSchema>(schema: TSchema, response: PlatformResponse, what: string): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, response.body);
  if (parsed.success) return parsed.output;
  const [issue] = parsed.issues;
  throw new GatewayError('malformed_response', `${what}: ${v.getDotPath(issue) ?? 'body'}: ${issue.message}`);
}

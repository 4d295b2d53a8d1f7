/**
 * Codes of the failures that happen while connecting, before a byte of the request is written: the host
 * unknown or unreachable, the connection refused, the TLS handshake failing on the certificate. Any other
 * failure of a sent request (ECONNRESET, "other side closed", a timeout) may have reached the server.
 */
const BEFORE_SENDING = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'UND_ERR_CONNECT_TIMEOUT']);
const CERTIFICATE = /CERT|^ERR_TLS_CERT/;

interface ErrorWithCause {
  readonly message?: unknown;
  readonly code?: unknown;
  readonly cause?: unknown;
  /** Node's happy eyeballs: one failure per address tried. */
  readonly errors?: unknown;
}

const asRecord = (value: unknown): ErrorWithCause => (typeof value === 'object' && value !== null ? (value as ErrorWithCause) : {});

/** Every code the failure and its causes carry (fetch's TypeError wraps the socket's error as its cause). */
function codesOf(error: unknown, depth = 0): string[] {
  const { code, cause, errors } = asRecord(error);
  const own = typeof code === 'string' ? [code] : [];
  if (depth > 4) return own;
  const nested = Array.isArray(errors) ? errors.flatMap((inner) => codesOf(inner, depth + 1)) : [];
  return [...own, ...nested, ...(cause === undefined ? [] : codesOf(cause, depth + 1))];
}

function messageOf(error: unknown): string {
  const { message } = asRecord(error);
  return typeof message === 'string' && message !== '' ? message : 'the platform could not be reached';
}

/**
 * A request that got no answer, as one line and whether it surely never left. fetch says only "fetch failed":
 * its cause says why ("read ECONNRESET", "connect ECONNREFUSED 127.0.0.1:4173").
 */
export function describeNetworkFailure(error: unknown): { readonly message: string; readonly neverSent: boolean } {
  const { cause } = asRecord(error);
  const message = cause === undefined ? messageOf(error) : `${messageOf(error)}: ${messageOf(cause)}`;
  const codes = codesOf(error);
  const neverSent = codes.length > 0 && codes.every((code) => BEFORE_SENDING.has(code) || CERTIFICATE.test(code));
  return { message, neverSent };
}

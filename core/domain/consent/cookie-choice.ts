/**
 * browsing 4 and checkout 5: "a cookie choice must exist, otherwise the cookie modal opens". What the
 * visitor chose about optional cookies (measuring the audience); the basket and the language are
 * needed for the site to work and are not asked about.
 */
export interface CookieChoice {
  readonly analytics: boolean;
}

export const COOKIE_CHOICE_KEY = 'cookie-choice';
/** Ours: a new policy (another purpose asked about) makes every visitor choose again. */
export const COOKIE_POLICY_VERSION = 1;

/** The stored choice, or null when there is none, it is unreadable, or it answered an older policy. */
export function readCookieChoice(stored: string | null): CookieChoice | null {
  if (stored === null) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { version, analytics } = parsed as { version?: unknown; analytics?: unknown };
    if (version !== COOKIE_POLICY_VERSION || typeof analytics !== 'boolean') return null;
    return { analytics };
  } catch {
    return null;
  }
}

export function serializeCookieChoice(choice: CookieChoice): string {
  return JSON.stringify({ version: COOKIE_POLICY_VERSION, analytics: choice.analytics });
}

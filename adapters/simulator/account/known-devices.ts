import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../../core/ports/clock';
import type { AccountStore, StoredUser } from './account-store';

/**
 * issue 15.10: a device that signed in to an account (OWASP's "device cookie"). A successful login or
 * password reset gives the client a random token (the HTTP server sets it as an HttpOnly cookie); the
 * store keeps its SHA-256 and whose it is. A login that brings the token of that same account is the
 * owner's client: the account's backoff, which an attacker fills with wrong passwords, does not hold it
 * back. Wrong passwords given with a token count against the token, and at the fifth it is forgotten:
 * a stolen token buys five guesses, no more.
 */
export const DEVICE_RULES = {
  /** Wrong passwords with one device before it is forgotten. */
  maxFailures: 5,
  /** A device unused this long is forgotten. */
  lifetimeMs: 90 * 24 * 60 * 60 * 1000,
  /** The devices an account keeps, the latest; the older ones are forgotten. */
  perAccount: 20,
} as const;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export class KnownDevices {
  constructor(
    private readonly store: AccountStore,
    private readonly clock: Clock,
  ) {}

  /** The hash of this token when it is an unexpired device of this user; null for any other client. */
  recognise(token: string | undefined, user: StoredUser | null): string | null {
    if (!token || !user) return null;
    const device = this.store.findDevice(sha256(token));
    return device && device.userId === user.id && device.expiresAt > this.iso(0) ? device.tokenHash : null;
  }

  /** A wrong password given with this device; the last one allowed forgets it. */
  failed(tokenHash: string): void {
    const device = this.store.findDevice(tokenHash);
    if (!device) return;
    if (device.failures + 1 >= DEVICE_RULES.maxFailures) this.store.deleteDevice(tokenHash);
    else this.store.updateDevice(tokenHash, device.failures + 1, device.expiresAt);
  }

  /**
   * After a success: a known device starts its count afresh and lives on (its token is given back), any
   * other client becomes a known device with a new token.
   */
  remember(user: StoredUser, token: string | undefined): string {
    const known = this.recognise(token, user);
    if (known && token) {
      this.store.updateDevice(known, 0, this.iso(DEVICE_RULES.lifetimeMs));
      return token;
    }
    const fresh = randomBytes(32).toString('base64url');
    this.store.insertDevice(
      { tokenHash: sha256(fresh), userId: user.id, failures: 0, createdAt: this.iso(0), expiresAt: this.iso(DEVICE_RULES.lifetimeMs) },
      DEVICE_RULES.perAccount,
    );
    return fresh;
  }

  /** A password reset: whoever knew the old password may have signed in somewhere; no device is known any more. */
  forgetAllOf(userId: string): void {
    this.store.deleteDevicesOf(userId);
  }

  private iso(fromNowMs: number): string {
    return this.clock.now().plus({ milliseconds: fromNowMs }).toUTC().toISO() ?? '';
  }
}

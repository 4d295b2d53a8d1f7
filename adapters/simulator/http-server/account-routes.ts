import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountRefusalKind } from '../../../core/ports/account-gateway';
import { isAccountRefusal } from '../../../core/ports/account-gateway';
import { ACCESS_TOKEN_HEADER, ACCOUNT_ROUTES, accountFolder } from '../../platform-api/account-api';
import { DEVICE_RULES } from '../account/known-devices';
import type { Caller, SignedIn, SimulatorAccounts } from '../account/simulator-accounts';

type AccountRequest = FastifyRequest<{ Params: { restaurantId: string } }>;

/** The HTTP status of each refusal; the body names it (`{ error }`), which the HTTP gateway reads back. */
const STATUS_OF: Readonly<Record<AccountRefusalKind, number>> = {
  invalid_credentials: 401,
  not_connected: 401,
  accounts_disabled: 403,
  // Ours for a profile's e-mail that another account has; a registration is never answered so (issue 15.7).
  user_already_exist: 409,
  reset_password_invalid_token: 410,
  too_many_attempts: 429,
};

function tokenOf(request: FastifyRequest): string | undefined {
  const token = request.headers[ACCESS_TOKEN_HEADER];
  return typeof token === 'string' && token.length <= 200 ? token : undefined;
}

/**
 * issue 15.10: the device cookie, which makes a client that signed in to an account a known device of
 * it (adapters/simulator/account/known-devices.ts). HttpOnly (no script reads it), SameSite=Strict (no
 * other site's page sends it), sent to this establishment's account calls only; Secure over https.
 */
export const DEVICE_COOKIE = 'ordering_device';
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function deviceOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string' || header.length > 8_192) return undefined;
  const value = header
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  return value && DEVICE_TOKEN.test(value) ? value : undefined;
}

const callerOf = (request: FastifyRequest): Caller => ({ ip: request.ip, device: deviceOf(request) });

/** The answer of a login or a reset; its device token goes as the cookie, never in the body. */
async function keepDevice(request: AccountRequest, reply: FastifyReply, signedIn: Promise<SignedIn>): Promise<Omit<SignedIn, 'device'>> {
  const { device, ...answer } = await signedIn;
  const attributes = [
    `Path=${accountFolder(request.params.restaurantId)}`,
    `Max-Age=${Math.floor(DEVICE_RULES.lifetimeMs / 1000)}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ];
  void reply.header('set-cookie', `${DEVICE_COOKIE}=${device}; ${attributes.join('; ')}`);
  return answer;
}

/** Answers with the call's result, or with the refusal's status; other errors go to the server's handler. */
function answer(reply: FastifyReply, call: () => Promise<unknown>, status = 200): Promise<unknown> {
  return call().then(
    (result) => (result === undefined ? reply.code(204).send() : reply.code(status).send(result)),
    (error: unknown) => {
      if (!isAccountRefusal(error)) throw error;
      return reply.code(STATUS_OF[error.kind]).send({ error: error.kind, message: error.kind });
    },
  );
}

/** accounts 7: the account calls (our paths, adapters/platform-api/account-api.ts). */
export function registerAccountRoutes(app: FastifyInstance, accounts: SimulatorAccounts): void {
  const id = (request: AccountRequest) => request.params.restaurantId;
  app.post(ACCOUNT_ROUTES.login, (request: AccountRequest, reply) =>
    answer(reply, () => keepDevice(request, reply, accounts.login(id(request), request.body, callerOf(request)))),
  );
  app.post(ACCOUNT_ROUTES.register, (request: AccountRequest, reply) => answer(reply, () => accounts.register(id(request), request.body, callerOf(request)), 201));
  app.post(ACCOUNT_ROUTES.logout, (request: AccountRequest, reply) => answer(reply, () => accounts.logout(id(request), tokenOf(request))));
  app.post(ACCOUNT_ROUTES.forgotPassword, (request: AccountRequest, reply) => answer(reply, () => accounts.forgotPassword(id(request), request.body, callerOf(request)), 202));
  app.post(ACCOUNT_ROUTES.checkResetToken, (request: AccountRequest, reply) => answer(reply, () => accounts.checkResetToken(id(request), request.body, callerOf(request))));
  app.post(ACCOUNT_ROUTES.resetPassword, (request: AccountRequest, reply) =>
    answer(reply, () => keepDevice(request, reply, accounts.resetPassword(id(request), request.body, callerOf(request)))),
  );
  app.get(ACCOUNT_ROUTES.profile, (request: AccountRequest, reply) => answer(reply, () => accounts.profile(id(request), tokenOf(request))));
  app.post(ACCOUNT_ROUTES.profile, (request: AccountRequest, reply) =>
    answer(reply, () => accounts.updateProfile(id(request), tokenOf(request), request.body, callerOf(request))),
  );
  app.post(ACCOUNT_ROUTES.password, (request: AccountRequest, reply) =>
    answer(reply, () => accounts.changePassword(id(request), tokenOf(request), request.body, callerOf(request))),
  );
  app.get(ACCOUNT_ROUTES.dashboard, (request: AccountRequest, reply) => answer(reply, () => accounts.dashboard(id(request), tokenOf(request))));
  app.post(ACCOUNT_ROUTES.favourites, (request: AccountRequest, reply) => answer(reply, () => accounts.setFavourite(id(request), tokenOf(request), request.body)));
}

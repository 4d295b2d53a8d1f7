import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountRefusalKind } from '../../../core/ports/account-gateway';
import { isAccountRefusal } from '../../../core/ports/account-gateway';
import { ACCESS_TOKEN_HEADER, ACCOUNT_ROUTES } from '../../platform-api/account-api';
import type { Caller, SimulatorAccounts } from '../accounts/simulator-accounts';

type AccountRequest = FastifyRequest<{ Params: { restaurantId: string } }>;

/** The HTTP status of each refusal; the body names it (`{ error }`), which the HTTP gateway reads back. */
const STATUS_OF: Readonly<Record<AccountRefusalKind, number>> = {
  invalid_credentials: 401,
  not_connected: 401,
  accounts_disabled: 403,
  user_already_exist: 409,
  reset_password_invalid_token: 410,
  too_many_attempts: 429,
};

function tokenOf(request: FastifyRequest): string | undefined {
  const token = request.headers[ACCESS_TOKEN_HEADER];
  return typeof token === 'string' && token.length <= 200 ? token : undefined;
}

const callerOf = (request: FastifyRequest): Caller => ({ ip: request.ip });

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
  app.post(ACCOUNT_ROUTES.login, (request: AccountRequest, reply) => answer(reply, () => accounts.login(id(request), request.body, callerOf(request))));
  app.post(ACCOUNT_ROUTES.register, (request: AccountRequest, reply) => answer(reply, () => accounts.register(id(request), request.body), 201));
  app.post(ACCOUNT_ROUTES.logout, (request: AccountRequest, reply) => answer(reply, () => accounts.logout(id(request), tokenOf(request))));
  app.post(ACCOUNT_ROUTES.forgotPassword, (request: AccountRequest, reply) => answer(reply, () => accounts.forgotPassword(id(request), request.body, callerOf(request)), 202));
  app.post(ACCOUNT_ROUTES.checkResetToken, (request: AccountRequest, reply) => answer(reply, () => accounts.checkResetToken(id(request), request.body, callerOf(request))));
  app.post(ACCOUNT_ROUTES.resetPassword, (request: AccountRequest, reply) => answer(reply, () => accounts.resetPassword(id(request), request.body, callerOf(request))));
  app.get(ACCOUNT_ROUTES.profile, (request: AccountRequest, reply) => answer(reply, () => accounts.profile(id(request), tokenOf(request))));
  app.post(ACCOUNT_ROUTES.profile, (request: AccountRequest, reply) => answer(reply, () => accounts.updateProfile(id(request), tokenOf(request), request.body)));
  app.post(ACCOUNT_ROUTES.password, (request: AccountRequest, reply) =>
    answer(reply, () => accounts.changePassword(id(request), tokenOf(request), request.body, callerOf(request))),
  );
  app.get(ACCOUNT_ROUTES.dashboard, (request: AccountRequest, reply) => answer(reply, () => accounts.dashboard(id(request), tokenOf(request))));
  app.post(ACCOUNT_ROUTES.favourites, (request: AccountRequest, reply) => answer(reply, () => accounts.setFavourite(id(request), tokenOf(request), request.body)));
}

import type { Container } from 'inversify';
import type { AccountGateway } from '../core/ports/account-gateway';
import { ACCOUNT_GATEWAY } from '../core/ports/account-gateway';
import type { KeyValueStore } from '../core/ports/key-value-store';
import { KEY_VALUE_STORE } from '../core/ports/key-value-store';
import type { AccountSessionStore } from '../core/use-cases/account/account-session-store';
import { ACCOUNT_SESSION_STORE, BASKET_STORE, USE_CASES } from './use-case-tokens';
import type { OrderHistoryGateway } from '../core/ports/order-history-gateway';
import { ORDER_HISTORY_GATEWAY } from '../core/ports/order-history-gateway';
import type { AddToBasket } from '../core/use-cases/basket/add-to-basket';
import type { AddFormulaToBasket } from '../core/use-cases/basket/add-formula-to-basket';
import type { BasketStore } from '../core/use-cases/basket/basket-store';

type Context = { get<T>(id: symbol): T; getAsync<T>(id: symbol): Promise<T> };

/**
 * accounts 2 to 8: the account use cases, each loaded with the account screens (own chunks): nothing of
 * them reaches the menu's first load. Needs ACCOUNT_GATEWAY and ACCOUNT_SESSION_STORE bound.
 */
export function bindAccountUseCases(container: Container): void {
  const gateway = (ctx: Context) => ctx.getAsync<AccountGateway>(ACCOUNT_GATEWAY);
  const session = (ctx: Context) => ctx.get<AccountSessionStore>(ACCOUNT_SESSION_STORE);
  const bind = (token: symbol, create: (ctx: Context) => Promise<unknown>) => container.bind(token).toDynamicValue(create).inSingletonScope();

  bind(USE_CASES.login, async (ctx) => new (await import('../core/use-cases/account/login')).Login(await gateway(ctx), session(ctx)));
  bind(USE_CASES.register, async (ctx) => {
    const { Register } = await import('../core/use-cases/account/register');
    const { Login } = await import('../core/use-cases/account/login');
    return new Register(await gateway(ctx), new Login(await gateway(ctx), session(ctx)));
  });
  bind(USE_CASES.logout, async (ctx) => new (await import('../core/use-cases/account/logout')).Logout(await gateway(ctx), session(ctx), ctx.get<KeyValueStore>(KEY_VALUE_STORE)));
  bind(USE_CASES.forgotPassword, async (ctx) => new (await import('../core/use-cases/account/forgot-password')).ForgotPassword(await gateway(ctx)));
  bind(USE_CASES.checkResetToken, async (ctx) => new (await import('../core/use-cases/account/check-reset-token')).CheckResetToken(await gateway(ctx)));
  bind(USE_CASES.resetPassword, async (ctx) => new (await import('../core/use-cases/account/reset-password')).ResetPassword(await gateway(ctx), session(ctx)));
  bind(USE_CASES.getProfile, async (ctx) => new (await import('../core/use-cases/account/account-profile')).GetProfile(await gateway(ctx), session(ctx)));
  bind(USE_CASES.updateProfile, async (ctx) => new (await import('../core/use-cases/account/account-profile')).UpdateProfile(await gateway(ctx), session(ctx)));
  bind(USE_CASES.changePassword, async (ctx) => new (await import('../core/use-cases/account/change-password')).ChangePassword(await gateway(ctx), session(ctx)));
  bind(USE_CASES.loadDashboard, async (ctx) => new (await import('../core/use-cases/account/account-dashboard')).LoadDashboard(await gateway(ctx), session(ctx)));
  bind(USE_CASES.listOrderHistory, async (ctx) =>
    new (await import('../core/use-cases/account/order-history')).ListOrderHistory(await ctx.getAsync<OrderHistoryGateway>(ORDER_HISTORY_GATEWAY), session(ctx)),
  );
  bind(USE_CASES.orderAgain, async (ctx) =>
    new (await import('../core/use-cases/account/order-again')).OrderAgain(ctx.get<AddToBasket>(USE_CASES.addToBasket), ctx.get<AddFormulaToBasket>(USE_CASES.addFormulaToBasket), ctx.get<BasketStore>(BASKET_STORE)),
  );
  bind(USE_CASES.setFavourite, async (ctx) => new (await import('../core/use-cases/account/account-dashboard')).SetFavourite(await gateway(ctx), session(ctx)));
}

import { useEffect } from 'react';
import { PUSH_USE_CASES } from '../../config/push-tokens';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { PushRegistrationOutcome, RegisterForPush } from '../../core/use-cases/push/register-for-push';
import { useContainer } from '../container/container-context';

/** Where what came of it is written: the console in the browser (accounts 8: "logged only"). */
export type PushLog = (message: string) => void;

const consoleLog: PushLog = (message) => console.info(message);

/**
 * accounts 2, 7 and 8: asks for a push token and sends the registration. Nothing is ever shown: push
 * unsupported, refused or a failed registration is logged only, and the screen goes on.
 */
export async function registerForPush(restaurantId: RestaurantId, loadUseCase: () => Promise<Pick<RegisterForPush, 'execute'>>, log: PushLog = consoleLog): Promise<PushRegistrationOutcome> {
  let outcome: PushRegistrationOutcome;
  try {
    outcome = await (await loadUseCase()).execute(restaurantId);
  } catch (error) {
    outcome = { kind: 'unsupported', reason: error instanceof Error ? error.message : String(error) };
  }
  if (outcome.kind === 'unsupported') log(`Push messaging unsupported: ${outcome.reason}`);
  else if (outcome.kind === 'denied') log('Push messaging refused by the browser: no registration sent');
  else if (outcome.kind === 'failed') log(`Push registration failed: ${outcome.reason}`);
  return outcome;
}

/** accounts 2: the presenter screen registers for push once it shows (the use case loads in its own chunk). */
export function usePushRegistration(restaurantId: RestaurantId): void {
  const container = useContainer();
  useEffect(() => {
    void registerForPush(restaurantId, () => container.getAsync<RegisterForPush>(PUSH_USE_CASES.registerForPush));
  }, [restaurantId, container]);
}

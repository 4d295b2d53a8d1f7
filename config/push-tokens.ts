/** accounts 2 and 7: push registration, asked by the presenter screen only (config/browser-push.ts builds it). */
export const PUSH_USE_CASES = {
  registerForPush: Symbol.for('ordering.useCase.RegisterForPush'),
} as const;

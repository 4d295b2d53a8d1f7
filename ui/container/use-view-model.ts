import { useEffect, useState } from 'react';

/** A view model that starts work when its screen shows and stops it (subscriptions, timers) when it goes. */
export interface Lifecycle {
  /** Returns what stops it. Called again if React remounts the screen (StrictMode does in development). */
  start(): () => void;
}

/**
 * Creates a screen's view model once per set of inputs and runs its lifecycle while the screen is
 * mounted. `create` must only build the object; work starts in `start()`.
 */
export function useViewModel<T>(create: () => T, inputs: readonly unknown[]): T {
  const [entry, setEntry] = useState(() => ({ inputs, viewModel: create() }));
  let current = entry;
  if (!sameInputs(entry.inputs, inputs)) {
    current = { inputs, viewModel: create() };
    setEntry(current);
  }
  const { viewModel } = current;
  useEffect(() => (isLifecycle(viewModel) ? viewModel.start() : undefined), [viewModel]);
  return viewModel;
}

function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

function isLifecycle(value: unknown): value is Lifecycle {
  return typeof value === 'object' && value !== null && typeof (value as Partial<Lifecycle>).start === 'function';
}

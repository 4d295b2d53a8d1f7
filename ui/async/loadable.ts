import type { LoadFailure } from '../../core/use-cases/load-failure';

/** Something a screen waits for: loading, there, or failed with the reason (core LoadFailure). */
export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed'; readonly failure: LoadFailure };

export const LOADING: Loadable<never> = { status: 'loading' };

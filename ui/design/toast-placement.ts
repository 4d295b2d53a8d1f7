/** A box on screen, in CSS pixels from the viewport's top (what getBoundingClientRect gives). */
export interface Box {
  readonly top: number;
  readonly bottom: number;
}

/** Where the toast shows: its usual place at the bottom, at the top, or nowhere on screen for now. */
export type ToastPlacement = 'bottom' | 'top' | 'hidden';

const overlaps = (a: Box, b: Box) => a.top < b.bottom && b.top < a.bottom;

/**
 * A toast never sits over a form field (they used to cover the checkout's fields): at the bottom when
 * no visible field is there, else at the top, else it waits out of sight (still read out by screen
 * readers) while fields fill the screen. `toastHeight` includes its margins; `bottomInset` is what is
 * fixed at the bottom already (the basket bar on phones).
 */
export function toastPlacement(fields: readonly Box[], viewport: { readonly height: number; readonly topInset: number; readonly bottomInset: number }, toastHeight: number): ToastPlacement {
  const atBottom = { top: viewport.height - viewport.bottomInset - toastHeight, bottom: viewport.height - viewport.bottomInset };
  if (!fields.some((field) => overlaps(field, atBottom))) return 'bottom';
  const atTop = { top: viewport.topInset, bottom: viewport.topInset + toastHeight };
  if (!fields.some((field) => overlaps(field, atTop))) return 'top';
  return 'hidden';
}

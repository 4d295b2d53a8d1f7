import { Suspense, lazy } from 'react';
import type { FeedbackDialogProps } from './feedback-dialog';

/** The feedback dialog's chunk, loaded when a directory's feedback tile is pressed (browsing 2.11). */
const LazyFeedbackDialog = lazy(() => import('./feedback-dialog'));

/** The feedback dialog of a directory tile (v1, linker, v2): nothing shows while its chunk loads. */
export function FeedbackTileDialog(props: FeedbackDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyFeedbackDialog {...props} />
    </Suspense>
  );
}

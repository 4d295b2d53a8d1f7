/**
 * browsing 4 "Tutorial (multi-establishment): step 0 asks yes/no; yes dismisses; no advances with
 * 'finish' at the last; completion stores a flag (key tutoMultiEtab) so it does not reappear."
 * Step 0's question is "do you know how it works?": yes means no tutorial is needed.
 */
export type TutorialState = { readonly kind: 'step'; readonly index: number } | { readonly kind: 'done' };

export type TutorialAnswer = 'yes' | 'no' | 'next' | 'finish';

/** The storage key of the completion flag (browsing 4). */
export const TUTORIAL_DONE_KEY = 'tutoMultiEtab';

/** Where a tutorial starts: at step 0, or done already when completed before or when it has no step. */
export function tutorialStart(stepCount: number, completedBefore: boolean): TutorialState {
  return completedBefore || stepCount === 0 ? { kind: 'done' } : { kind: 'step', index: 0 };
}

/** The buttons a step offers: yes/no at step 0, next in between, finish at the last. */
export function tutorialAnswers(state: TutorialState, stepCount: number): readonly TutorialAnswer[] {
  if (state.kind === 'done') return [];
  if (state.index === 0) return ['yes', 'no'];
  return state.index >= stepCount - 1 ? ['finish'] : ['next'];
}

/** The state after an answer; an answer the step does not offer changes nothing. */
export function tutorialAfter(state: TutorialState, answer: TutorialAnswer, stepCount: number): TutorialState {
  if (!tutorialAnswers(state, stepCount).includes(answer) || state.kind === 'done') return state;
  if (answer === 'yes' || answer === 'finish') return { kind: 'done' };
  const next = state.index + 1;
  return next >= stepCount ? { kind: 'done' } : { kind: 'step', index: next };
}

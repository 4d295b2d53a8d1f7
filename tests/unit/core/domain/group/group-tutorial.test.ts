import { describe, expect, it } from 'vitest';
import { tutorialAfter, tutorialAnswers, tutorialStart } from '../../../../../core/domain/group/group-tutorial';

describe('browsing 4: multi-establishment tutorial', () => {
  it('starts at step 0 unless completed before or without steps', () => {
    expect(tutorialStart(3, false)).toEqual({ kind: 'step', index: 0 });
    expect(tutorialStart(3, true)).toEqual({ kind: 'done' });
    expect(tutorialStart(0, false)).toEqual({ kind: 'done' });
  });

  it('step 0 asks yes/no; yes dismisses', () => {
    const start = tutorialStart(3, false);
    expect(tutorialAnswers(start, 3)).toEqual(['yes', 'no']);
    expect(tutorialAfter(start, 'yes', 3)).toEqual({ kind: 'done' });
  });

  it('no advances, next in between, finish at the last step', () => {
    const first = tutorialAfter(tutorialStart(3, false), 'no', 3);
    expect(first).toEqual({ kind: 'step', index: 1 });
    expect(tutorialAnswers(first, 3)).toEqual(['next']);
    const last = tutorialAfter(first, 'next', 3);
    expect(tutorialAnswers(last, 3)).toEqual(['finish']);
    expect(tutorialAfter(last, 'finish', 3)).toEqual({ kind: 'done' });
  });

  it('an answer the step does not offer changes nothing', () => {
    const start = tutorialStart(3, false);
    expect(tutorialAfter(start, 'finish', 3)).toBe(start);
    expect(tutorialAnswers({ kind: 'done' }, 3)).toEqual([]);
  });
});

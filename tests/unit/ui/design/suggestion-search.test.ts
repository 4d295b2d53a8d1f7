import { describe, expect, it } from 'vitest';
import { SuggestionSearch } from '../../../../ui/design/suggestion-search';
import { ManualTimers } from '../fixtures/manual-timers';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The combobox search shared by the delivery street and the store locator (browsing 2.12, checkout 3). */
function aSearch(search: (typed: string) => Promise<readonly string[]>, options: { labelOf?: (found: string) => string } = {}) {
  const timers = new ManualTimers();
  const picked: string[] = [];
  const combobox = new SuggestionSearch<string>({
    search,
    pick: (found) => picked.push(found),
    queryOf: (typed) => (typed.trim().length >= 3 ? typed.trim() : null),
    timers,
    pauseMs: 200,
    keys: { opensOnArrow: true, picksSole: true },
    ...options,
  });
  return { combobox, timers, picked };
}

describe('SuggestionSearch', () => {
  it('a failed search says so, proposes nothing and keeps what is typed', async () => {
    const { combobox, timers } = aSearch(() => Promise.reject(new Error('geocoder down')));
    combobox.typed('Lyon');
    timers.advance(200);
    await flush();
    expect({ status: combobox.status, open: combobox.open, suggestions: combobox.suggestions, text: combobox.text }).toEqual({ status: 'failed', open: false, suggestions: [], text: 'Lyon' });
  });

  it('an answer to an older query than the last is dropped', async () => {
    const answers: Array<(found: readonly string[]) => void> = [];
    const { combobox, timers } = aSearch(() => new Promise((resolve) => answers.push(resolve)));
    combobox.typed('Lyo');
    timers.advance(200);
    combobox.typed('Lyon 2');
    timers.advance(200);
    answers[1]?.(['Lyon 2e']);
    answers[0]?.(['Lyon', 'Lyons-la-Forêt']);
    await flush();
    expect(combobox.suggestions).toEqual(['Lyon 2e']);
  });

  it('Enter picks the only suggestion and writes its label into the field when the combobox has labels', async () => {
    const { combobox, timers, picked } = aSearch(async () => ['lyon-69002'], { labelOf: (found) => `Label of ${found}` });
    combobox.typed('Lyon');
    timers.advance(200);
    await flush();
    expect(combobox.key('Enter')).toBe(true);
    expect({ picked, text: combobox.text, open: combobox.open }).toEqual({ picked: ['lyon-69002'], text: 'Label of lyon-69002', open: false });
  });

  it('too short a text closes the list and forgets the last status', async () => {
    const { combobox, timers } = aSearch(async () => []);
    combobox.typed('Nice');
    timers.advance(200);
    await flush();
    expect(combobox.status).toBe('none_found');
    combobox.typed('Ni');
    expect({ status: combobox.status, open: combobox.open }).toEqual({ status: null, open: false });
  });
});

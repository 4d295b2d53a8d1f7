import { describe, expect, it } from 'vitest';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { CLOSURE_MESSAGE_MAX_LENGTH, closureMessage, consultativeWhenClosed } from '../../../../../core/domain/restaurant/closed-restaurant';

describe('checkout 4: the app becomes consultative when the restaurant is closed', () => {
  it('a closed restaurant is consultative; an open one keeps its own mode', () => {
    const open = leComptoir.settings;
    expect(consultativeWhenClosed(open)).toBe(open);
    expect(consultativeWhenClosed({ ...open, is_closed: true })).toMatchObject({ is_closed: true, consultative: true });
    const consultative = { ...open, consultative: true };
    expect(consultativeWhenClosed(consultative)).toBe(consultative);
  });
});

describe("checkout 3 open_closure_message: the restaurant's message with the closed notice", () => {
  const open = leComptoir.settings;

  it('checkout 3 open_closure_message: a closed restaurant shows its message, per language, as plain text', () => {
    const closed = { ...open, is_closed: true, open_closure_message: { fr: '<p>Fermé pour <b>travaux</b>, réouverture le 3 mars.</p>', en: 'Closed for works' } };
    expect(closureMessage(closed)).toEqual({ fr: 'Fermé pour travaux, réouverture le 3 mars.', en: 'Closed for works' });
  });

  it('checkout 3 open_closure_message: an open restaurant shows none, and an empty message is none', () => {
    expect(closureMessage({ ...open, open_closure_message: 'Fermé pour travaux' })).toBeNull();
    expect(closureMessage({ ...open, is_closed: true, open_closure_message: ' <br> ' })).toBeNull();
    expect(closureMessage({ ...open, is_closed: true })).toBeNull();
  });

  it('checkout 3 open_closure_message: a long message is cut at its bound', () => {
    const message = closureMessage({ ...open, is_closed: true, open_closure_message: 'x'.repeat(5000) });
    expect(typeof message === 'string' && message.length).toBe(CLOSURE_MESSAGE_MAX_LENGTH);
  });
});

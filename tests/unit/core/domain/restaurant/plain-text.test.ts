import { describe, expect, it } from 'vitest';
import { plainLocalizedText, plainText } from '../../../../../core/domain/restaurant/plain-text';

describe('restaurant texts shown as plain text (checkout 3 labels and messages)', () => {
  it('removes markup with what a script or style element holds, and folds blanks', () => {
    expect(plainText('<p>Fermé <em>lundi</em></p><style>p{}</style>\t\n pour travaux', 100)).toBe('Fermé lundi pour travaux');
  });

  it('cuts a long text at its bound with an ellipsis, keeping the bound', () => {
    const cut = plainText('mot '.repeat(100), 20);
    expect(cut).toHaveLength(20);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('decodes the few entities a restaurant types and drops control characters', () => {
    expect(plainText('Fish &amp; chips\u0000 &lt;3', 50)).toBe('Fish & chips <3');
  });

  it('keeps per-language texts per language, dropping the empty ones, and gives null when none is left', () => {
    expect(plainLocalizedText({ fr: ' Bonjour ', en: '' }, 50)).toEqual({ fr: 'Bonjour' });
    expect(plainLocalizedText({ fr: '<br>' }, 50)).toBeNull();
    expect(plainLocalizedText(null, 50)).toBeNull();
    expect(plainLocalizedText(undefined, 50)).toBeNull();
  });
});

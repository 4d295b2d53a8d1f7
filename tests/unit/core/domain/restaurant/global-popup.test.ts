import { describe, expect, it } from 'vitest';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { GLOBAL_POPUP_MAX_LENGTH, globalPopupInfo, isRestaurantHtml } from '../../../../../core/domain/restaurant/global-popup';

describe('checkout 3 cc_global_popup_info: the information shown once per visit on arrival at the menu', () => {
  const settings = leComptoir.settings;

  it('checkout 3 cc_global_popup_info: a restaurant with a message has a popup, per language, trimmed', () => {
    expect(globalPopupInfo({ ...settings, cc_global_popup_info: { fr: '  Fermé le 25 ', en: 'Closed on the 25th' } })).toEqual({ fr: 'Fermé le 25', en: 'Closed on the 25th' });
    expect(globalPopupInfo({ ...settings, cc_global_popup_info: 'Fermé le 25' })).toBe('Fermé le 25');
  });

  it('checkout 3 cc_global_popup_info: none, an empty message, or markup with no words is no popup (and no chunk loaded)', () => {
    expect(globalPopupInfo(settings)).toBeNull();
    expect(globalPopupInfo({ ...settings, cc_global_popup_info: null })).toBeNull();
    expect(globalPopupInfo({ ...settings, cc_global_popup_info: '  ' })).toBeNull();
    expect(globalPopupInfo({ ...settings, cc_global_popup_info: { fr: '<p><br></p>', en: '' } })).toBeNull();
  });

  it('checkout 3 cc_global_popup_info: a message beyond its bound is refused rather than cut inside its markup', () => {
    expect(globalPopupInfo({ ...settings, cc_global_popup_info: 'x'.repeat(GLOBAL_POPUP_MAX_LENGTH + 1) })).toBeNull();
    expect(globalPopupInfo({ ...settings, cc_global_popup_info: 'x'.repeat(GLOBAL_POPUP_MAX_LENGTH) })).not.toBeNull();
  });

  it('checkout 3 cc_global_popup_info: HTML is told from plain text by its tags', () => {
    expect(isRestaurantHtml('<p>Fermé <b>lundi</b></p>')).toBe(true);
    expect(isRestaurantHtml('Fermé lundi, 3 < 4 > 2')).toBe(false);
  });
});

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Allergen } from '../../core/domain/catalogue/catalogue';
import { AllergenIcon, CloseIcon, SearchIcon } from '../design/icons';
import { useLocalize } from '../locales/use-localize';

/**
 * Issue 6: a search over the menu and the allergen filter (browsing 3: Allergen, ids 1 to 14,
 * selectedFilter). The filter is a disclosure: a button (aria-expanded) opens the 14 toggles
 * (aria-pressed); what is excluded is said next to it and can be cleared in one tap.
 */
export function MenuTools({ query, onQuery, allergens, excluded, onToggleAllergen, onClearAllergens }: {
  readonly query: string;
  readonly onQuery: (query: string) => void;
  readonly allergens: readonly Allergen[];
  readonly excluded: ReadonlySet<number>;
  readonly onToggleAllergen: (id: number) => void;
  readonly onClearAllergens: () => void;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const [open, setOpen] = useState(false);
  const searchId = useId();
  const panelId = useId();
  const excludedNames = allergens.filter((allergen) => excluded.has(allergen.id)).map((allergen) => localize(allergen.name));

  return (
    <div className="menu-tools">
      <div className="menu-tools__row">
        <div className="menu-search" role="search">
          <label htmlFor={searchId} className="visually-hidden">
            {t('menu_search_label')}
          </label>
          <SearchIcon size={18} />
          <input
            id={searchId}
            className="menu-search__input"
            type="search"
            value={query}
            placeholder={t('menu_search_placeholder')}
            autoComplete="off"
            onChange={(event) => onQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onQuery('');
            }}
          />
        </div>
        {allergens.length > 0 && (
          <button type="button" className="pill menu-tools__allergens" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            {excluded.size > 0 ? t('allergen_filter_button_count', { count: excluded.size }) : t('allergen_filter_button')}
          </button>
        )}
      </div>
      <div id={panelId} className="allergen-filter" hidden={!open}>
        <p className="allergen-filter__hint">{t('allergen_filter_hint')}</p>
        <ul className="allergen-filter__list" aria-label={t('allergen_filter_button')}>
          {allergens.map((allergen) => (
            <li key={allergen.id}>
              <button type="button" className="allergen-filter__toggle" aria-pressed={excluded.has(allergen.id)} onClick={() => onToggleAllergen(allergen.id)}>
                <AllergenIcon id={allergen.id} size={20} />
                <span>{localize(allergen.name)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {excludedNames.length > 0 && (
        <p className="allergen-filter__state" role="status">
          <span>{t('allergen_filter_state', { list: excludedNames.join(', ') })}</span>
          <button type="button" className="allergen-filter__clear" onClick={onClearAllergens}>
            <CloseIcon size={16} />
            {t('allergen_filter_clear')}
          </button>
        </p>
      )}
    </div>
  );
}

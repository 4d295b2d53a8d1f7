import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACE_QUERY } from '../../core/domain/store-locator/place-search';
import type { PlaceSearchViewModel } from './place-search-view-model';

/**
 * browsing 2.12: the address autocomplete as an ARIA combobox (WAI-ARIA 1.2, list autocomplete): typed,
 * then ArrowDown and Enter pick a place by keyboard alone; the count of suggestions and a failed search are
 * said in a polite live region.
 */
export const PlaceSearchBox = observer(function PlaceSearchBox({ search }: { readonly search: PlaceSearchViewModel }) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className="place-search">
      <label htmlFor={`${id}-input`} className="place-search__label">
        {t('store_locator_search_label')}
      </label>
      <input
        id={`${id}-input`}
        className="place-search__input"
        type="search"
        autoComplete="off"
        maxLength={PLACE_QUERY.maxLength}
        value={search.text}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={search.open}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={search.active >= 0 ? optionId(search.active) : undefined}
        onChange={(event) => search.typed(event.target.value)}
        onKeyDown={(event) => {
          if (search.key(event.key)) event.preventDefault();
        }}
        // A click on a suggestion lands before the blur closes the list (it is chosen on mousedown).
        onBlur={search.close}
      />
      <p id={hintId} className="place-search__hint">
        {t('store_locator_search_hint')}
      </p>
      <ul id={listId} role="listbox" aria-label={t('store_locator_suggestions')} className="place-search__list" hidden={!search.open}>
        {search.suggestions.map((place, index) => (
          <li
            key={`${place.label}-${place.country}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === search.active}
            className="place-search__option"
            onMouseDown={(event) => {
              event.preventDefault();
              search.pick(index);
            }}
          >
            {place.label}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {search.status === 'found' && search.open ? t('store_locator_suggestions_count', { count: search.suggestions.length }) : ''}
        {search.status === 'none_found' ? t('store_locator_no_place') : ''}
      </p>
      {search.status === 'failed' && (
        <p className="place-search__problem" role="alert">
          {t('store_locator_search_failed')}
        </p>
      )}
      {search.status === 'none_found' && <p className="place-search__hint">{t('store_locator_no_place')}</p>}
    </div>
  );
});

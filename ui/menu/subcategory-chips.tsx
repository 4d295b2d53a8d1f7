import { useTranslation } from 'react-i18next';
import { useLocalize } from '../locales/use-localize';
import type { MenuSection } from './menu-view-model';

/**
 * browsing 2.3: choosing a sub-category scrolls to it and writes ?subcategoryid= (the owner does both).
 * Third-level categories are listed after their parent, set in a little. On a desktop whose
 * establishment asks for it, the same list stands at the side of the menu (`side`).
 */
export function SubcategoryChips({ sections, activeId, onChoose, side = false }: {
  readonly sections: readonly MenuSection[];
  readonly activeId: number | null;
  readonly onChoose: (id: number) => void;
  readonly side?: boolean;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const chips = sections.filter((section) => section.depth > 1);
  if (chips.length === 0) return null;
  return (
    <div className={side ? 'side-nav' : 'chip-bar'}>
      <ul className={side ? 'side-nav__list' : 'chip-bar__list page'} aria-label={t('subcategories')}>
        {chips.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              className={side ? `side-nav__item side-nav__item--depth-${section.depth}` : `pill pill--chip${section.depth > 2 ? ' pill--nested' : ''}`}
              aria-pressed={section.id === activeId}
              onClick={() => onChoose(section.id)}
            >
              {localize(section.name)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

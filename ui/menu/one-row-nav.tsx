import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Category } from '../../core/domain/catalogue/catalogue';
import { paths } from '../routing/restaurant-paths';
import { useLocalize } from '../locales/use-localize';
import type { MenuSection } from './menu-view-model';

/**
 * Issue 6 ("two rows of chips take 150 px"): on a phone the sticky navigation is ONE row that scrolls
 * sideways. On the whole menu it lists every category and sub-category; for one category at a time it
 * lists the top-level categories with the chosen one's sub-categories right after it. The active chip
 * follows the scroll and is kept in sight by scrolling the row, never the page.
 */
export function OneRowNav({ restaurantId, categories, selectedCategoryId, sections, wholeMenu, activeId, onChoose }: {
  readonly restaurantId: string;
  readonly categories: readonly Category[];
  readonly selectedCategoryId: number | null;
  readonly sections: readonly MenuSection[];
  readonly wholeMenu: boolean;
  readonly activeId: number | null;
  readonly onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    // Once the next frame is drawn, the page laid out by it: measuring the chip now would force a layout of the
    // whole long menu in the middle of a scroll (issue 6), and so did measuring it in the frame's callback, before
    // the frame lays out (issue 17: 57 ms of a phone's first load in Lighthouse's trace).
    let live = true;
    const measure = () => {
      const row = list.current;
      const chip = row?.querySelector<HTMLElement>('[aria-current]');
      if (!row || !chip) return;
      // The chip's centre brought to the row's centre by a move on screen, not an offset from the left: in a
      // right-to-left page the row starts on the right and scrollLeft runs negative (issue 21); the browser keeps
      // the move within the row either way.
      const rowBox = row.getBoundingClientRect();
      const chipBox = chip.getBoundingClientRect();
      const move = chipBox.left + chipBox.width / 2 - (rowBox.left + rowBox.width / 2);
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      row.scrollBy({ left: move, behavior: reduced ? 'auto' : 'smooth' });
    };
    requestAnimationFrame(() => setTimeout(() => live && measure()));
    return () => {
      live = false;
    };
  }, [activeId, selectedCategoryId]);

  const chip = (section: MenuSection) => (
    <NavChip
      key={section.id}
      restaurantId={restaurantId}
      section={section}
      label={localize(section.name)}
      active={section.id === activeId}
      // A top-level category is a place of its own (/menu/:categoryid, which scrolls to it); its
      // sub-categories are places on the page.
      asLink={wholeMenu && section.depth === 1}
      onChoose={onChoose}
    />
  );

  return (
    <div className="one-row-nav">
      <ul ref={list} className="one-row-nav__list" aria-label={t('menu_categories')}>
        {wholeMenu
          ? sections.map(chip)
          : categories.flatMap((category) => {
              const selected = category.id === selectedCategoryId;
              const link = (
                <li key={`top-${category.id}`}>
                  <Link
                    to={paths.category(restaurantId, category.id)}
                    className="pill pill--category"
                    aria-current={selected && activeId === null ? 'page' : undefined}
                    preventScrollReset
                  >
                    {localize(category.name)}
                  </Link>
                </li>
              );
              return selected ? [link, ...sections.filter((section) => section.depth > 1).map(chip)] : [link];
            })}
      </ul>
    </div>
  );
}

/** One chip, memoised (issue 6): the scroll moving the active chip re-renders two chips, not 150. */
const NavChip = memo(function NavChip({ restaurantId, section, label, active, asLink, onChoose }: {
  readonly restaurantId: string;
  readonly section: MenuSection;
  readonly label: string;
  readonly active: boolean;
  readonly asLink: boolean;
  readonly onChoose: (id: number) => void;
}) {
  return asLink ? (
    <li>
      <Link to={paths.category(restaurantId, section.id)} className="pill pill--category" aria-current={active ? 'location' : undefined} preventScrollReset>
        {label}
      </Link>
    </li>
  ) : (
    <li>
      <button
        type="button"
        className={`pill ${section.depth === 1 ? 'pill--category' : 'pill--chip'}${section.depth > 2 ? ' pill--nested' : ''}`}
        aria-current={active ? 'location' : undefined}
        onClick={() => onChoose(section.id)}
      >
        {label}
      </button>
    </li>
  );
});

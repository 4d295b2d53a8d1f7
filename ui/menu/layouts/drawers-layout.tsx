import { observer } from 'mobx-react-lite';
import { ChevronIcon } from '../../design/icons';
import type { LayoutProps } from './layout-props';
import { byTopCategory } from './layout-props';

/**
 * browsing 2.3: drawers. Each top-level category is a button (aria-expanded) that opens or closes the
 * region holding its products and sub-categories; they start closed when drawers_closeByDefault.
 */
export const DrawersLayout = observer(function DrawersLayout({ sections, context, renderSection, isDrawerOpen, toggleDrawer, afterCategory }: LayoutProps) {
  return (
    <div className="menu-drawers">
      {byTopCategory(sections).map(({ top, sections: inside }) => {
        const open = isDrawerOpen(top.id);
        const regionId = `drawer-${top.id}-region`;
        return (
          <div key={top.id} className={`menu-drawer${open ? ' menu-drawer--open' : ''}`}>
            <h2 className="menu-drawer__title">
              <button
                type="button"
                id={`drawer-${top.id}-button`}
                className="menu-drawer__button"
                aria-expanded={open}
                aria-controls={regionId}
                onClick={() => toggleDrawer(top.id)}
              >
                <span>{context.localize(top.name)}</span>
                <ChevronIcon size={20} />
              </button>
            </h2>
            <div id={regionId} role="region" aria-labelledby={`drawer-${top.id}-button`} className="menu-drawer__region" hidden={!open}>
              {open && inside.map((section) => renderSection(section, { hideTitle: section.id === top.id }))}
            </div>
            {!open && <div id={`category-${top.id}`} data-section-id={top.id} className="menu-drawer__anchor" />}
            {afterCategory?.(top.id)}
          </div>
        );
      })}
    </div>
  );
});

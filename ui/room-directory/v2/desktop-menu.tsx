import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { desktopMenuHalves, subMenuImages, visibleChildren } from '../../../core/domain/room-directory/directory-v2';
import { localize } from '../../../core/domain/locale/localized-text';
import type { RoomDirectoryService } from '../../../core/domain/room-directory/room-directory';
import { useDirectoryV2 } from './directory-v2-context';
import { directoryV2Paths } from './directory-v2-paths';
import { ServiceLink, useServiceAction } from './service-link';

/**
 * browsing 2.10, desktop hover menu: the categories having sub-services, split in a left half (rounded up)
 * and a right half around the logo. Hovering a category shows its sub-services and 1 to 3 images; its
 * button opens it too (keyboard, touch; a click after the hover keeps it open); Escape or the focus leaving it
 * closes it.
 */
export function DesktopMenu() {
  const { settings, directory } = useDirectoryV2();
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const { left, right } = desktopMenuHalves(directory.services);
  const item = (category: RoomDirectoryService) => <MenuCategory key={category.id} category={category} open={open === category.id} setOpen={setOpen} />;
  return (
    <nav className="rd2-desktop-menu" aria-label={t('room_directory_menu')}>
      <ul className="rd2-desktop-menu__half">{left.map(item)}</ul>
      <Link className="rd2-logo" to={directoryV2Paths.home(settings.id)} aria-label={t('room_directory_home', { name: settings.restaurant_name })}>
        {settings.logo_url ? <img src={settings.logo_url} alt="" width={56} height={56} /> : <span>{settings.restaurant_name}</span>}
      </Link>
      <ul className="rd2-desktop-menu__half">{right.map(item)}</ul>
    </nav>
  );
}

function MenuCategory({ category, open, setOpen }: { readonly category: RoomDirectoryService; readonly open: boolean; readonly setOpen: (id: number | null) => void }) {
  const { i18n } = useTranslation();
  const panelId = useId();
  const images = subMenuImages(category);
  return (
    <li
      className="rd2-desktop-menu__item"
      onMouseEnter={() => setOpen(category.id)}
      onMouseLeave={() => setOpen(null)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(null);
        // The focus goes back to the category, not lost in the hidden panel.
        event.currentTarget.querySelector<HTMLButtonElement>('.rd2-desktop-menu__category')?.focus();
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <button type="button" className="rd2-desktop-menu__category" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(category.id)}>
        {localize(category.title, i18n.language)}
      </button>
      <div id={panelId} className="rd2-desktop-menu__panel" hidden={!open}>
        <ul className="rd2-desktop-menu__services">
          {visibleChildren(category).map((service) => (
            <SubService key={service.id} service={service} onChosen={() => setOpen(null)} />
          ))}
        </ul>
        {images.length > 0 && (
          <div className={`rd2-desktop-menu__images rd2-desktop-menu__images--${images.length}`}>
            {images.map((image) => (
              <img key={image} src={image} alt="" width={160} height={110} loading="lazy" />
            ))}
          </div>
        )}
      </div>
    </li>
  );
}

function SubService({ service, onChosen }: { readonly service: RoomDirectoryService; readonly onChosen: () => void }) {
  const { i18n } = useTranslation();
  const action = useServiceAction(service);
  if (!action) return null;
  return (
    <li>
      <ServiceLink service={service} action={action} className="rd2-desktop-menu__service" onChosen={onChosen}>
        {localize(service.title, i18n.language)}
      </ServiceLink>
    </li>
  );
}

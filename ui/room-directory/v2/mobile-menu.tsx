import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { mobileCtas, visibleChildren } from '../../../core/domain/room-directory/directory-v2';
import { localize } from '../../../core/domain/locale/localized-text';
import type { RoomDirectoryService } from '../../../core/domain/room-directory/room-directory';
import { visibleServices } from '../../../core/domain/room-directory/room-directory';
import { BasketIcon, ChevronIcon, ClockIcon, InfoIcon, PhoneIcon, PinIcon } from '../../design/icons';
import { useDirectoryV2 } from './directory-v2-context';
import type { MobileMenuViewModel } from './mobile-menu-view-model';
import { ServiceLink, useServiceAction } from './service-link';

/** The class that locks the page's scroll while the menu is open (browsing 2.10). */
const SCROLL_LOCK = 'rd2-scroll-locked';

/**
 * browsing 2.10, mobile: the burger menu, an accordion of the services by position (one item open at a
 * time), closed when a service is chosen, the page's scroll locked while it is open. Its height is 100%
 * minus 125 px, minus 61 px more with mobile CTAs (browsing 9, in the CSS).
 */
export const MobileMenu = observer(function MobileMenu({ menu, id }: { readonly menu: MobileMenuViewModel; readonly id: string }) {
  const { directory } = useDirectoryV2();
  const { t } = useTranslation();
  useEffect(() => {
    if (!menu.open) return;
    document.body.classList.add(SCROLL_LOCK);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && menu.close();
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.classList.remove(SCROLL_LOCK);
      window.removeEventListener('keydown', onKey);
    };
  }, [menu, menu.open]);
  const withCtas = mobileCtas(directory.services).length > 0;
  return (
    <>
      {/* Issue 22.14: the menu is shorter than the screen (browsing 2.10's height); this backdrop covers the
          rest of the viewport under the header, so no page content shows beneath it, and a tap on it closes. */}
      {menu.open && <div className="rd2-mobile-menu__backdrop" data-testid="rd2-menu-backdrop" aria-hidden="true" onClick={menu.close} />}
      <nav id={id} className={`rd2-mobile-menu${withCtas ? ' rd2-mobile-menu--with-ctas' : ''}`} aria-label={t('room_directory_menu')} hidden={!menu.open}>
        <ul className="rd2-mobile-menu__list">
          {visibleServices(directory.services).map((service) => (
            <MobileMenuItem key={service.id} service={service} menu={menu} />
          ))}
        </ul>
      </nav>
    </>
  );
});

const MobileMenuItem = observer(function MobileMenuItem({ service, menu }: { readonly service: RoomDirectoryService; readonly menu: MobileMenuViewModel }) {
  const { i18n } = useTranslation();
  const panelId = useId();
  const action = useServiceAction(service);
  const children = visibleChildren(service);
  const title = localize(service.title, i18n.language);
  if (children.length === 0) {
    if (!action) return null;
    return (
      <li className="rd2-mobile-menu__item">
        <ServiceLink service={service} action={action} className="rd2-mobile-menu__entry" onChosen={menu.close}>
          {title}
        </ServiceLink>
      </li>
    );
  }
  const open = menu.openItem === service.id;
  return (
    <li className="rd2-mobile-menu__item">
      <button type="button" className="rd2-mobile-menu__entry" aria-expanded={open} aria-controls={panelId} onClick={() => menu.toggleItem(service.id)}>
        {title}
        <span className={`rd2-mobile-menu__chevron${open ? ' rd2-mobile-menu__chevron--open' : ''}`}>
          <ChevronIcon size={18} />
        </span>
      </button>
      <ul id={panelId} className="rd2-mobile-menu__sub" hidden={!open}>
        {children.map((child) => (
          <MobileSubItem key={child.id} service={child} menu={menu} />
        ))}
      </ul>
    </li>
  );
});

function MobileSubItem({ service, menu }: { readonly service: RoomDirectoryService; readonly menu: MobileMenuViewModel }) {
  const { i18n } = useTranslation();
  const action = useServiceAction(service);
  if (!action) return null;
  return (
    <li>
      <ServiceLink service={service} action={action} className="rd2-mobile-menu__sub-entry" onChosen={menu.close}>
        {localize(service.title, i18n.language)}
      </ServiceLink>
    </li>
  );
}

/** browsing 2.10: the fixed bottom bar of mobile CTAs (services with a mobile icon), on phones. */
export function MobileCtaBar() {
  const { directory } = useDirectoryV2();
  const { t } = useTranslation();
  const ctas = mobileCtas(directory.services);
  if (ctas.length === 0) return null;
  return (
    <nav className="rd2-cta-bar" aria-label={t('room_directory_quick_actions')}>
      <ul className="rd2-cta-bar__list">
        {ctas.map((service) => (
          <CtaItem key={service.id} service={service} />
        ))}
      </ul>
    </nav>
  );
}

function CtaItem({ service }: { readonly service: RoomDirectoryService }) {
  const { i18n } = useTranslation();
  const action = useServiceAction(service);
  if (!action) return null;
  return (
    <li>
      <ServiceLink service={service} action={action} className="rd2-cta-bar__button">
        <CtaIcon name={service.mobileCtaIcon} />
        <span>{localize(service.title, i18n.language)}</span>
      </ServiceLink>
    </li>
  );
}

/** The mobile icon named by the service (browsing 3: mobileCtaIcon), drawn with ours; an unknown name gets the info icon. */
function CtaIcon({ name }: { readonly name: string | null }) {
  switch (name) {
    case 'phone':
      return <PhoneIcon size={20} />;
    case 'clock':
      return <ClockIcon size={20} />;
    case 'pin':
      return <PinIcon size={20} />;
    case 'basket':
    case 'room_service':
      return <BasketIcon size={20} />;
    default:
      return <InfoIcon size={20} />;
  }
}

import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mainPageCtas, phoneInPairs, telLink } from '../../../core/domain/room-directory/directory-v2';
import { localize } from '../../../core/domain/locale/localized-text';
import type { RoomDirectoryService } from '../../../core/domain/room-directory/room-directory';
import { LanguageSwitcher } from '../../locales/language-switcher';
import { BackIcon, ChevronIcon, PhoneIcon } from '../../design/icons';
import { SanitizedHtml } from '../../html/sanitized-html';
import type { DirectoryHeaderViewModel } from './directory-header-view-model';
import { useDirectoryV2 } from './directory-v2-context';
import { directoryV2Paths } from './directory-v2-paths';
import { DesktopMenu } from './desktop-menu';
import { MobileMenu } from './mobile-menu';
import type { MobileMenuViewModel } from './mobile-menu-view-model';
import { ServiceLink, useServiceAction } from './service-link';

interface HeaderProps {
  readonly header: DirectoryHeaderViewModel;
  readonly menu: MobileMenuViewModel;
  readonly onHome: boolean;
}

/**
 * browsing 2.10: the header: a top bar (phone button, burger on phones, logo, language selector with more
 * than one language), the desktop hover menu, then the main header (title, subtitle, description, main-page
 * CTAs) with the show-more arrow. It collapses on scroll (directory-header-view-model.ts).
 */
export const DirectoryHeader = observer(function DirectoryHeader({ header, menu, onHome }: HeaderProps) {
  const { settings, directory } = useDirectoryV2();
  const { t, i18n } = useTranslation();
  const mainId = useId();
  const menuId = useId();
  useEffect(() => {
    const onScroll = () => header.onScroll(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [header]);
  const text = (value: Parameters<typeof localize>[0]) => localize(value, i18n.language);
  const description = text(directory.titleInfos.description);
  const subtitle = text(directory.titleInfos.sub_title);
  return (
    <header className={`rd2-header${header.collapsed ? ' rd2-header--collapsed' : ''}`}>
      <a className="skip-link" href="#rd2-content">
        {t('skip_to_content')}
      </a>
      <div className="rd2-top-bar">
        {settings.phone && (
          <a className="rd2-top-bar__phone" href={telLink(settings.phone)} aria-label={t('room_directory_call', { phone: phoneInPairs(settings.phone) })}>
            <PhoneIcon size={20} />
            <span className="rd2-top-bar__phone-number">{phoneInPairs(settings.phone)}</span>
          </a>
        )}
        <button type="button" className="rd2-burger" aria-expanded={menu.open} aria-controls={menuId} aria-label={menu.open ? t('room_directory_close_menu') : t('room_directory_open_menu')} onClick={menu.toggleMenu}>
          <span className="rd2-burger__lines" aria-hidden="true" />
        </button>
        <Link className="rd2-logo rd2-logo--top" to={directoryV2Paths.home(settings.id)} aria-label={t('room_directory_home', { name: settings.restaurant_name })}>
          {settings.logo_url ? <img src={settings.logo_url} alt="" width={44} height={44} /> : <span>{settings.restaurant_name}</span>}
        </Link>
        <LanguageSwitcher />
      </div>
      <MobileMenu menu={menu} id={menuId} />
      <DesktopMenu />
      {!onHome && (
        <Link className="back-link rd2-back" to={directoryV2Paths.home(settings.id)}>
          <BackIcon size={18} />
          {t('back_to_room_directory')}
        </Link>
      )}
      <div id={mainId} className="rd2-main-header" hidden={header.collapsed}>
        {onHome ? <h1 className="rd2-main-header__title">{text(directory.titleInfos.title)}</h1> : <p className="rd2-main-header__title">{text(directory.titleInfos.title)}</p>}
        {subtitle && <p className="rd2-main-header__subtitle">{subtitle}</p>}
        {description && <SanitizedHtml className="rd2-main-header__description" html={description} />}
        <MainPageCtas />
      </div>
      <button type="button" className="rd2-show-more" aria-expanded={!header.collapsed} aria-controls={mainId} onClick={header.toggle}>
        <span className={`rd2-show-more__arrow${header.collapsed ? '' : ' rd2-show-more__arrow--up'}`}>
          <ChevronIcon size={22} />
        </span>
        <span className="visually-hidden">{header.collapsed ? t('room_directory_show_more') : t('room_directory_show_less')}</span>
      </button>
    </header>
  );
});

function MainPageCtas() {
  const { directory } = useDirectoryV2();
  const ctas = mainPageCtas(directory.services);
  if (ctas.length === 0) return null;
  return (
    <ul className="rd2-main-ctas">
      {ctas.map((service) => (
        <MainPageCta key={service.id} service={service} />
      ))}
    </ul>
  );
}

function MainPageCta({ service }: { readonly service: RoomDirectoryService }) {
  const { i18n } = useTranslation();
  const action = useServiceAction(service);
  if (!action) return null;
  return (
    <li>
      <ServiceLink service={service} action={action} className="rd2-main-ctas__button">
        {localize(service.title, i18n.language)}
      </ServiceLink>
    </li>
  );
}

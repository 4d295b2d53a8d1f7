import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { localize } from '../../core/domain/locale/localized-text';
import { directoryPageId, findService } from '../../core/domain/room-directory/room-directory';
import { paths } from '../routing/restaurant-paths';
import { usePageTitle } from '../routing/use-page-title';
import { BackIcon } from '../design/icons';
import { directoryPaths } from './room-directory-paths';
import { useDirectory } from './directory-context';
import { DirectoryLabels } from './directory-labels';
import { SanitizedHtml } from '../html/sanitized-html';
import { ServiceTiles } from './service-tiles';

/** browsing 2.9: the directory home: title, subtitle, service tiles and footer. */
export function DirectoryHome() {
  const { settings, directory } = useDirectory();
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const title = localize(directory.titleInfos.title, language);
  const subtitle = localize(directory.titleInfos.sub_title, language);
  const description = localize(directory.titleInfos.description, language);
  const footer = localize(directory.footer, language);
  usePageTitle(title, settings.restaurant_name);
  return (
    <div className="page room-directory">
      <header className="room-directory__header">
        <h1 className="page-title">{title}</h1>
        {subtitle && <p className="room-directory__subtitle">{subtitle}</p>}
        {description && <SanitizedHtml className="room-directory__description" html={description} />}
      </header>
      <ServiceTiles services={directory.services} label={t('room_directory_services')} />
      <p className="room-directory__to-menu">
        <Link to={paths.home(settings.id)}>{t('see_the_menu')}</Link>
      </p>
      {(footer || directory.labels.length > 0) && (
        <footer className="room-directory__footer">
          {footer && <SanitizedHtml html={footer} />}
          <DirectoryLabels labels={directory.labels} />
        </footer>
      )}
    </div>
  );
}

export function BackToDirectory() {
  const { settings, mode } = useDirectory();
  const { t } = useTranslation();
  return (
    <Link className="back-link" to={directoryPaths.home(settings.id, mode)}>
      <BackIcon size={18} />
      {t('back_to_room_directory')}
    </Link>
  );
}

/** browsing 2.9: a parent service: back button, its image and description, its children's tiles. */
export function ParentPage() {
  const { settings, directory, mode } = useDirectory();
  const { t, i18n } = useTranslation();
  const id = directoryPageId(useParams().parentId);
  const parent = id === null ? null : findService(directory.services, id);
  const title = parent ? localize(parent.title, i18n.language) : '';
  usePageTitle(title, settings.restaurant_name);
  // browsing 2.9: a non-numeric (or unknown, or disabled) id goes to the directory home.
  if (!parent || parent.disable) return <Navigate to={directoryPaths.home(settings.id, mode)} replace />;
  const description = localize(parent.description, i18n.language);
  return (
    <div className="page room-directory">
      <BackToDirectory />
      <header className="room-directory__parent">
        {parent.image && <img className="room-directory__parent-image" src={parent.image} alt="" width={640} height={360} />}
        <h1 className="page-title">{title}</h1>
        {description && <SanitizedHtml className="room-directory__description" html={description} />}
      </header>
      <ServiceTiles services={parent.services} label={t('room_directory_services_of', { name: title })} />
    </div>
  );
}

/** browsing 2.9: a custom page: the restaurant's content, sanitized. */
export function CustomPage() {
  const { settings, directory, mode } = useDirectory();
  const { i18n } = useTranslation();
  const id = directoryPageId(useParams().categoryId);
  const service = id === null ? null : findService(directory.services, id);
  const title = service ? localize(service.title, i18n.language) : '';
  usePageTitle(title, settings.restaurant_name);
  // browsing 2.9: a non-numeric (or unknown, disabled, not a custom page) id goes to the directory home.
  if (!service || service.disable || service.type !== 'custom_page' || !service.customPage) {
    return <Navigate to={directoryPaths.home(settings.id, mode)} replace />;
  }
  return (
    <div className="page room-directory">
      <BackToDirectory />
      <h1 className="page-title">{title}</h1>
      <SanitizedHtml className="room-directory__custom-page" html={localize(service.customPage.content, i18n.language)} />
    </div>
  );
}

import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { localize } from '../../core/domain/locale/localized-text';
import type { RoomDirectoryService } from '../../core/domain/room-directory/room-directory';
import { directoryPageId, visibleServices } from '../../core/domain/room-directory/room-directory';
import type { TileAction } from '../../core/domain/room-directory/tile-action';
import { popupFileFor, tileAction } from '../../core/domain/room-directory/tile-action';
import { paths } from '../routing/restaurant-paths';
import { FileDialog } from './file-dialog';
import { directoryPaths } from './room-directory-paths';
import { useDirectory } from './directory-context';
import { useViewportWidth } from '../viewport/use-viewport-width';
import { useTrackTileClick } from './track-tile-click';
import { FeedbackTileDialog } from '../feedback/feedback-tile-dialog';

/**
 * Tiles with nothing usable to open are not shown (browsing 2.11). A booking opens its page, or its file
 * in a dialog when it has one; a feedback tile opens the feedback form in a dialog (accounts 2 and 4); a
 * highlight product opens its drawer over the page the tile is on (browsing 2.9).
 */
const SHOWN_ACTIONS: ReadonlySet<TileAction['kind']> = new Set(['parent', 'booking', 'custom-page', 'feedback', 'highlight-product', 'home', 'internal', 'file-popup', 'external']);

interface ShownTile {
  readonly service: RoomDirectoryService;
  readonly action: TileAction;
}

/** browsing 2.9 and 2.11: the service tiles, by position, disabled ones hidden, big or small. */
export function ServiceTiles({ services, label }: { readonly services: readonly RoomDirectoryService[]; readonly label: string }) {
  const { settings } = useDirectory();
  const { i18n } = useTranslation();
  const viewportWidth = useViewportWidth();
  const context = { restaurantId: settings.id, locale: i18n.language, viewportWidth, origin: window.location.origin };
  const tiles: ShownTile[] = visibleServices(services)
    .map((service) => ({ service, action: tileAction(service, context) }))
    .filter((tile) => SHOWN_ACTIONS.has(tile.action.kind));
  if (tiles.length === 0) return null;
  return (
    <ul className="directory-tiles" aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.service.id} className={`directory-tile directory-tile--${tile.service.big ? 'big' : 'small'}`}>
          <Tile tile={tile} />
        </li>
      ))}
    </ul>
  );
}

function TileContent({ service, note }: { readonly service: RoomDirectoryService; readonly note?: string }) {
  const { i18n } = useTranslation();
  const description = localize(service.description, i18n.language);
  return (
    <>
      {service.image && <img className="directory-tile__image" src={service.image} alt="" width={340} height={200} loading="lazy" decoding="async" />}
      <span className="directory-tile__text">
        <span className="directory-tile__title">{localize(service.title, i18n.language)}</span>
        {description && <span className="directory-tile__description">{description}</span>}
        {note && <span className="visually-hidden"> ({note})</span>}
      </span>
    </>
  );
}

function Tile({ tile }: { readonly tile: ShownTile }) {
  const { settings, mode } = useDirectory();
  const { t, i18n } = useTranslation();
  const parentParam = useParams().parentId;
  const [fileOpen, setFileOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const { service, action } = tile;
  // browsing 2.11: each click is tracked as a room-directory category click.
  const trackClick = useTrackTileClick(settings.id);
  const onClick = () => trackClick(service.id);
  const title = localize(service.title, i18n.language);
  /** A tile that opens a dialog (a file, the feedback form): the click is tracked, then the dialog shows. */
  const dialogButton = (open: () => void, dialog: ReactNode) => (
    <>
      <button
        type="button"
        className="directory-tile__link"
        aria-haspopup="dialog"
        onClick={() => {
          onClick();
          open();
        }}
      >
        <TileContent service={service} />
      </button>
      {dialog}
    </>
  );
  const link = (to: string) => (
    <Link className="directory-tile__link" onClick={onClick} to={to}>
      <TileContent service={service} />
    </Link>
  );
  const fileButton = (url: string) => dialogButton(() => setFileOpen(true), fileOpen && <FileDialog title={title} url={url} onClose={() => setFileOpen(false)} />);
  switch (action.kind) {
    case 'parent':
      return link(directoryPaths.parent(settings.id, mode, action.parentId));
    case 'custom-page':
      return link(directoryPaths.customPage(settings.id, mode, action.categoryId));
    case 'highlight-product':
      return link(directoryPaths.highlightProduct(settings.id, mode, action.categoryId, directoryPageId(parentParam)));
    case 'booking': {
      // browsing 2.11: a booking opens its file in a dialog when it has one for the language, else its page.
      const popupFile = popupFileFor(service, i18n.language);
      if (popupFile) return fileButton(popupFile);
      return link(directoryPaths.booking(settings.id, mode, action.categoryId));
    }
    case 'home':
      return link(paths.home(settings.id));
    case 'internal':
      return link(action.path);
    case 'file-popup':
      return fileButton(action.url);
    case 'feedback':
      // accounts 4: in the room or linker context the dialog closes once the feedback is taken.
      return dialogButton(
        () => setFeedbackOpen(true),
        feedbackOpen && (
          <FeedbackTileDialog
            settings={settings}
            place={mode === 'linker' ? 'linker' : 'room'}
            title={title}
            onClose={() => setFeedbackOpen(false)}
            onSent={() => setFeedbackOpen(false)}
          />
        ),
      );
    case 'external':
      return action.newTab ? (
        <a className="directory-tile__link" onClick={onClick} href={action.url} target="_blank" rel="noopener noreferrer">
          <TileContent service={service} note={t('opens_in_new_tab')} />
        </a>
      ) : (
        <a className="directory-tile__link" onClick={onClick} href={action.url} rel="noopener noreferrer">
          <TileContent service={service} />
        </a>
      );
    default:
      return null;
  }
}

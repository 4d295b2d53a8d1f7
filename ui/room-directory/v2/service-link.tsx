import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { localize } from '../../../core/domain/locale/localized-text';
import type { RoomDirectoryService } from '../../../core/domain/room-directory/room-directory';
import type { TileAction } from '../../../core/domain/room-directory/tile-action';
import { popupFileFor, tileAction } from '../../../core/domain/room-directory/tile-action';
import { paths } from '../../routing/restaurant-paths';
import { FileDialog } from '../file-dialog';
import { useTrackTileClick } from '../track-tile-click';
import { useViewportWidth } from '../../viewport/use-viewport-width';
import { useDirectoryV2 } from './directory-v2-context';
import { directoryV2Paths } from './directory-v2-paths';
import { FeedbackTileDialog } from '../../feedback/feedback-tile-dialog';

/**
 * Highlight-product services are not shown here: the highlight drawer is a v1 and linker route (browsing
 * 2.1 gives them highlight-product/:categoryId), and the v2 directory's route table has none. Services
 * with nothing usable are not shown either (browsing 2.11). A feedback service opens the feedback form in
 * a dialog (accounts 2 and 4).
 */
const SHOWN: ReadonlySet<TileAction['kind']> = new Set(['parent', 'booking', 'custom-page', 'feedback', 'home', 'internal', 'file-popup', 'external']);

/** browsing 2.11: what a service does here, or null when it is not shown. */
export function useServiceAction(service: RoomDirectoryService): TileAction | null {
  const { settings } = useDirectoryV2();
  const { i18n } = useTranslation();
  const viewportWidth = useViewportWidth();
  const action = tileAction(service, { restaurantId: settings.id, locale: i18n.language, viewportWidth, origin: window.location.origin });
  return SHOWN.has(action.kind) ? action : null;
}

interface ServiceLinkProps {
  readonly service: RoomDirectoryService;
  readonly action: TileAction;
  readonly className: string;
  readonly children: ReactNode;
  /** After the click is tracked (the mobile menu closes). */
  readonly onChosen?: () => void;
}

/**
 * A service of the v2 directory as a link or button, resolved in the order of browsing 2.11 (tile-action.ts),
 * each click tracked as a room-directory category click. A booking opens its page, or its file in a dialog
 * when showFileInPopUp and a file exists for the language.
 */
export function ServiceLink({ service, action, className, children, onChosen }: ServiceLinkProps) {
  const { settings } = useDirectoryV2();
  const { t, i18n } = useTranslation();
  const trackClick = useTrackTileClick(settings.id);
  const [file, setFile] = useState<string | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const navigate = useNavigate();
  const onClick = () => {
    trackClick(service.id);
    onChosen?.();
  };
  const title = localize(service.title, i18n.language);
  const link = (to: string) => (
    <Link className={className} to={to} onClick={onClick}>
      {children}
    </Link>
  );
  /** A service that opens a dialog (a file, the feedback form): the click is tracked, then the dialog shows. */
  const dialogButton = (open: () => void, dialog: ReactNode) => (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          // Not onChosen: the menu it may sit in stays, or the dialog would go with it.
          trackClick(service.id);
          open();
        }}
      >
        {children}
      </button>
      {dialog}
    </>
  );
  const filePopup = (url: string) => dialogButton(() => setFile(url), file && <FileDialog title={title} url={file} onClose={() => setFile(null)} />);
  switch (action.kind) {
    case 'parent':
      return link(directoryV2Paths.category(settings.id, action.parentId));
    case 'custom-page':
      return link(directoryV2Paths.customPage(settings.id, action.categoryId));
    case 'booking': {
      const popupFile = popupFileFor(service, i18n.language);
      return popupFile ? filePopup(popupFile) : link(directoryV2Paths.booking(settings.id, action.categoryId));
    }
    case 'feedback':
      // accounts 4: in directory V2 the dialog closes and goes to the V2 home.
      return dialogButton(
        () => setFeedbackOpen(true),
        feedbackOpen && (
          <FeedbackTileDialog
            settings={settings}
            place="directory-v2"
            title={title}
            onClose={() => setFeedbackOpen(false)}
            onSent={() => {
              setFeedbackOpen(false);
              navigate(directoryV2Paths.home(settings.id));
            }}
          />
        ),
      );
    case 'home':
      return link(paths.home(settings.id));
    case 'internal':
      return link(action.path);
    case 'file-popup':
      return filePopup(action.url);
    case 'external':
      return (
        <a className={className} href={action.url} onClick={onClick} rel="noopener noreferrer" {...(action.newTab && { target: '_blank' })}>
          {children}
          {action.newTab && <span className="visually-hidden"> ({t('opens_in_new_tab')})</span>}
        </a>
      );
    default:
      return null;
  }
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '../../core/domain/locale/localized-text';
import type { RoomDirectoryLabel } from '../../core/domain/room-directory/room-directory';
import { footerLabels, labelPicture } from '../../core/domain/room-directory/room-directory-labels';
import { Dialog } from '../design/dialog';

/**
 * browsing 2.10: the directory footer's labels (an eco label, a star rating ...): each its picture or
 * suggested icon and its name; a tap opens a dialog with its name and description.
 */
export function DirectoryLabels({ labels }: { readonly labels: readonly RoomDirectoryLabel[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [open, setOpen] = useState<RoomDirectoryLabel | null>(null);
  const shown = footerLabels(labels);
  if (shown.length === 0) return null;
  const text = (value: RoomDirectoryLabel['name']) => localize(value, i18n.language);
  return (
    <section className="directory-labels" aria-labelledby={headingId}>
      <h2 id={headingId} className="directory-labels__title">
        {t('room_directory_labels')}
      </h2>
      <ul className="directory-labels__list">
        {shown.map((label) => {
          const picture = labelPicture(label);
          return (
            <li key={label.id}>
              <button type="button" className="directory-labels__button" aria-haspopup="dialog" onClick={() => setOpen(label)}>
                {picture && <img className="directory-labels__picture" src={picture} alt="" width={40} height={40} loading="lazy" />}
                <span>{text(label.name)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {open && (
        <Dialog title={text(open.name)} closeLabel={t('close')} onClose={() => setOpen(null)}>
          <p className="directory-labels__description">{text(open.description)}</p>
        </Dialog>
      )}
    </section>
  );
}

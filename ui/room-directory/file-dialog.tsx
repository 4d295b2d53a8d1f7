import { useTranslation } from 'react-i18next';
import { Dialog } from '../design/dialog';

/** browsing 2.11: a service's file for the visitor's locale, shown in a dialog (a PDF in a frame). */
export function FileDialog({ title, url, onClose }: { readonly title: string; readonly url: string; readonly onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} closeLabel={t('close')} onClose={onClose}>
      <iframe className="directory-file" src={url} title={title} />
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('open_document')}
          <span className="visually-hidden"> ({t('opens_in_new_tab')})</span>
        </a>
      </p>
    </Dialog>
  );
}

import { CloseIcon } from './icons';
import { IconButton } from './icon-button';
import './toast.css';

export interface ToastItem {
  readonly id: number;
  readonly text: string;
  /** A second line, e.g. the names of the products removed. */
  readonly detail?: string;
  readonly tone: 'success' | 'info' | 'warning' | 'error';
}

/**
 * Where notifications appear. The region always exists so that screen readers hear what is added
 * to it (aria-live polite: announced without interrupting).
 */
export function ToastRegion({ items, label, dismissLabel, onDismiss }: {
  readonly items: readonly ToastItem[];
  readonly label: string;
  readonly dismissLabel: string;
  readonly onDismiss: (id: number) => void;
}) {
  return (
    <section className="toast-region" aria-label={label} aria-live="polite">
      {items.map((item) => (
        <div key={item.id} className={`toast toast--${item.tone}`}>
          <div className="toast__text">
            <p>{item.text}</p>
            {item.detail && <p className="toast__detail">{item.detail}</p>}
          </div>
          <IconButton label={dismissLabel} plain onClick={() => onDismiss(item.id)}>
            <CloseIcon size={18} />
          </IconButton>
        </div>
      ))}
    </section>
  );
}

import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import { IconButton } from './icon-button';
import './dialog.css';

export interface DialogProps {
  /** The visible title; it also names the dialog for assistive technologies. */
  readonly title: ReactNode;
  readonly closeLabel: string;
  readonly onClose: () => void;
  /** 'dialog' is centred (a sheet from the bottom on phones); 'drawer' slides in from the side. */
  readonly variant?: 'dialog' | 'drawer';
  /** Shown above the title, e.g. the product's picture. */
  readonly media?: ReactNode;
  /** Stays at the bottom while the body scrolls, e.g. the add or order button. */
  readonly footer?: ReactNode;
  readonly children: ReactNode;
}

/**
 * A modal built on the native <dialog>: the browser traps focus inside and makes the page behind inert.
 * Escape and a click on the backdrop call onClose (the owner decides, e.g. by leaving the child route);
 * focus goes back to the element that opened it.
 */
export function Dialog({ title, closeLabel, onClose, variant = 'dialog', media, footer, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // Focus starts on the close button, the first control, whatever each browser's own choice would be.
    dialog.querySelector<HTMLElement>('.dialog__close')?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${variant}`}
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__scroll">
          {media}
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <IconButton label={closeLabel} className="dialog__close" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </header>
          <div className="dialog__body">{children}</div>
        </div>
        {footer && <footer className="dialog__footer">{footer}</footer>}
      </div>
    </dialog>
  );
}

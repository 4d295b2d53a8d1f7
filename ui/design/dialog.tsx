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

const TABBABLE = 'a[href], button, input, select, textarea, iframe, [tabindex]';
/** The dialogs open, the topmost last: only it keeps the focus. */
const openDialogs: HTMLDialogElement[] = [];

/**
 * Issue 22.11: the page behind a modal <dialog> is inert, but Tab from its last control leaves for the
 * browser's own controls (and the focus is then nowhere in the page): Tab and Shift+Tab wrap around the
 * dialog's controls instead, so the focus stays inside until it closes.
 */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || openDialogs.at(-1) !== dialog) return;
  const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0 && !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked && radioGroupHasChecked(element)),
  );
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !dialog.contains(active);
  // A modal of another kind opened over this one keeps its own focus.
  if (outside && active?.closest('dialog[open]')) return;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/** A radio group is one Tab stop, on its checked radio when it has one. */
function radioGroupHasChecked(radio: HTMLInputElement): boolean {
  return radio.name !== '' && document.querySelector(`input[type="radio"][name="${CSS.escape(radio.name)}"]:checked`) !== null;
}

/**
 * A modal built on the native <dialog>: the browser makes the page behind inert, and Tab wraps around its
 * controls (keepTabInside), so the focus stays inside.
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
    // On the document: the focus may have fallen out of the dialog (a control that got disabled under it).
    const onKeyDown = (event: KeyboardEvent) => keepTabInside(dialog, event);
    document.addEventListener('keydown', onKeyDown);
    openDialogs.push(dialog);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
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

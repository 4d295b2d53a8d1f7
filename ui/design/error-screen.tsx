import { useId } from 'react';
import type { ReactNode } from 'react';
import { AlertIcon } from './icons';
import './error-screen.css';

export interface ErrorScreenProps {
  readonly title: string;
  readonly message?: ReactNode;
  /** Buttons or links that let the customer out: retry, back to the menu ... never a dead end. */
  readonly actions: ReactNode;
}

/** A full-page explanation of what went wrong, with a way out. */
export function ErrorScreen({ title, message, actions }: ErrorScreenProps) {
  const titleId = useId();
  return (
    <section className="error-screen" aria-labelledby={titleId}>
      <span className="error-screen__icon">
        <AlertIcon size={32} />
      </span>
      <h1 id={titleId} className="error-screen__title">
        {title}
      </h1>
      {message && <div className="error-screen__message">{message}</div>}
      <div className="error-screen__actions">{actions}</div>
    </section>
  );
}

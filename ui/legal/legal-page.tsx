import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BackIcon } from '../design/icons';
import './legal.css';

/** accounts 2: a legal page with its back action (history back, else the menu when opened directly). */
export function LegalPage({ title, home, children }: { readonly title: string; readonly home: string; readonly children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page legal">
      <button
        type="button"
        className="back-link legal__back"
        onClick={() => {
          // A page opened in a new tab from the checkout has no history to go back to.
          if (window.history.length > 1) navigate(-1);
          else navigate(home);
        }}
      >
        <BackIcon size={18} /> {t('legal_back')}
      </button>
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  );
}

/** Numbered sections whose title and body are locale keys (terms_s1_title, terms_s1_body ...). */
export function LegalSections({ prefix, count, values }: { readonly prefix: string; readonly count: number; readonly values: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <>
      {Array.from({ length: count }, (_, index) => index + 1).map((section) => (
        <section key={section} className="legal__section" aria-labelledby={`${prefix}-s${section}`}>
          <h2 id={`${prefix}-s${section}`} className="legal__title">
            {t(`${prefix}_s${section}_title`)}
          </h2>
          <p>{t(`${prefix}_s${section}_body`, values)}</p>
        </section>
      ))}
    </>
  );
}

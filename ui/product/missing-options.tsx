import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../locales/use-localize';
import type { OptionChoicesViewModel } from './option-choices-view-model';

/**
 * Issue 22.11 (browsing 5, mandatory options must be chosen): the refusal names the options still to
 * choose ("Choisissez : Sauce"), not only that some are missing.
 */
export const MissingOptionsProblem = observer(function MissingOptionsProblem({ choices }: { readonly choices: OptionChoicesViewModel }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const names = choices.missingOptions.map((option) => localize(option.name));
  if (names.length === 0) return null;
  return (
    <p className="compose-footer__problem" role="alert">
      {t('missing_options_named', { options: names.join(', ') })}
    </p>
  );
});

/**
 * Issue 22.11: the options of a dialog; after each refused try, the focus goes to the first option still
 * to choose (its first choice), so the customer lands where the answer is expected.
 */
export const OptionsWithFocus = observer(function OptionsWithFocus({ choices, children }: { readonly choices: OptionChoicesViewModel; readonly children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const refused = choices.refusedAttempts;
  useEffect(() => {
    if (refused > 0) ref.current?.querySelector<HTMLElement>('.option--missing input:not([disabled])')?.focus();
  }, [refused]);
  return <div ref={ref}>{children}</div>;
});

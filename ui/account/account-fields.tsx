import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../design/text-field';
import type { AccountForm } from './account-form-view-model';

interface FieldProps {
  readonly form: AccountForm<string>;
  readonly field: string;
  readonly label: string;
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly optional?: boolean;
  readonly maxLength?: number;
}

/** A text field of an account form: its value, and the message key of accounts 5 under it. */
export const AccountTextField = observer(function AccountTextField({ form, field, label, type = 'text', autoComplete, optional = false, maxLength = 200 }: FieldProps) {
  const { t } = useTranslation();
  const problem = form.problems[field];
  return (
    <TextField
      label={label}
      hint={optional ? t('optional') : undefined}
      type={type}
      autoComplete={autoComplete}
      maxLength={maxLength}
      required={!optional}
      value={form.values[field] ?? ''}
      onChange={(event) => form.set(field, event.target.value)}
      error={problem ? t(problem) : null}
      disabled={form.sending}
    />
  );
});

/** accounts 2, Profile: a password field with its visibility toggle. */
export const PasswordField = observer(function PasswordField({ form, field, label, autoComplete }: Omit<FieldProps, 'type' | 'optional' | 'maxLength'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const problem = form.problems[field];
  return (
    <div className={['field', problem && 'field--invalid'].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="password-field">
        <input
          id={id}
          className="field__control"
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          maxLength={80}
          required
          value={form.values[field] ?? ''}
          onChange={(event) => form.set(field, event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          disabled={form.sending}
        />
        <button type="button" className="password-field__toggle" aria-pressed={visible} aria-controls={id} onClick={() => setVisible(!visible)}>
          {visible ? t('hide_password') : t('show_password')}
        </button>
      </div>
      <div className="field__below">
        {problem ? (
          <span id={`${id}-error`} className="field__error">
            {t(problem)}
          </span>
        ) : (
          <span />
        )}
      </div>
    </div>
  );
});

/** A form that moves the focus to its first invalid field each time a submit finds problems. */
export const AccountFormFrame = observer(function AccountFormFrame({ form, onSubmit, children }: { readonly form: AccountForm<string>; readonly onSubmit: () => void; readonly children: ReactNode }) {
  const ref = useRef<HTMLFormElement>(null);
  const round = form.failedRounds;
  useEffect(() => {
    if (round > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [round]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={ref} className="account-form" onSubmit={submit} noValidate aria-busy={form.sending}>
      {children}
    </form>
  );
});

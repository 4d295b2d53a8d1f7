import { useId } from 'react';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import './field.css';
import { fieldDirection } from './field-direction';

interface FieldText {
  readonly label: string;
  /** Shown under the label, e.g. "optional" or a format hint. */
  readonly hint?: string;
  /** The problem with the value, shown under the field and tied to it for screen readers. */
  readonly error?: string | null;
  /** "12 / 280" under a field with a maximum length. */
  readonly counter?: string;
}

type InputProps = FieldText & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { readonly multiline?: false };
type TextAreaProps = FieldText & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { readonly multiline: true };

/** A labelled text input or text area, with its hint, error and counter announced with it. */
export function TextField(props: InputProps | TextAreaProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const { label, hint, error, counter, className, ...control } = props;
  const describedBy = [hint && hintId, error && errorId, counter && counterId].filter(Boolean).join(' ') || undefined;
  const shared = { id, className: 'field__control', 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined };

  return (
    <div className={['field', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {control.multiline ? (
        <textarea {...withoutMultiline(control)} {...shared} />
      ) : (
        <input dir={fieldDirection(control.type, control.inputMode)} {...withoutMultiline(control)} {...shared} />
      )}
      <div className="field__below">
        {error ? (
          <span id={errorId} className="field__error">
            {error}
          </span>
        ) : (
          <span />
        )}
        {counter && (
          <span id={counterId} className="field__counter">
            {counter}
          </span>
        )}
      </div>
    </div>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...rest } = props;
  return rest;
}

import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import './field.css';

export interface ChoiceInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  readonly type: 'checkbox' | 'radio';
  readonly label: ReactNode;
  /** Extra text on the right of the label, e.g. a price. */
  readonly aside?: ReactNode;
  /** A line under the label, e.g. the payment provider's name. */
  readonly detail?: ReactNode;
  readonly error?: string | null;
}

/** A checkbox or radio with a large, fully clickable row (touch target of at least 44 px). */
export function ChoiceInput({ type, label, aside, detail, error, className, ...input }: ChoiceInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['choice', input.disabled && 'choice--disabled', className].filter(Boolean).join(' ')}>
      <input
        id={id}
        type={type}
        className={`choice__input choice__input--${type}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <label className="choice__label" htmlFor={id}>
        <span className="choice__text">
          <span>{label}</span>
          {detail && <span className="choice__detail">{detail}</span>}
        </span>
        {aside && <span className="choice__aside">{aside}</span>}
      </label>
      {error && (
        <span id={errorId} className="field__error choice__error">
          {error}
        </span>
      )}
    </div>
  );
}

export const Checkbox = (props: Omit<ChoiceInputProps, 'type'>) => <ChoiceInput type="checkbox" {...props} />;
export const Radio = (props: Omit<ChoiceInputProps, 'type'>) => <ChoiceInput type="radio" {...props} />;

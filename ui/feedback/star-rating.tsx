import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RATE, MIN_RATE } from '../../core/domain/feedback/feedback';

interface StarRatingProps {
  readonly value: number | null;
  readonly onChange: (rate: number) => void;
  readonly error?: string | null;
  readonly disabled?: boolean;
}

const RATES = Array.from({ length: MAX_RATE - MIN_RATE + 1 }, (_, index) => MIN_RATE + index);

/**
 * accounts 2 and 9: the star rating, a group of native radio buttons drawn as stars, so the keyboard
 * works as everywhere (Tab to the group, arrows between stars) and each star says its rating.
 */
export function StarRating({ value, onChange, error, disabled }: StarRatingProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="star-rating" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="star-rating__legend">{t('feedback_rating')}</legend>
      <div className="star-rating__stars">
        {RATES.map((rate) => (
          <label key={rate} className={`star-rating__star${value !== null && rate <= value ? ' star-rating__star--on' : ''}`}>
            <input
              className="visually-hidden"
              type="radio"
              name={name}
              value={rate}
              checked={value === rate}
              disabled={disabled}
              onChange={() => onChange(rate)}
            />
            <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
              <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
            </svg>
            <span className="visually-hidden">{t('feedback_stars', { count: rate })}</span>
          </label>
        ))}
      </div>
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}

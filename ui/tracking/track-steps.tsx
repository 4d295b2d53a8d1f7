import { useTranslation } from 'react-i18next';
import type { TrackingProgress } from '../../core/domain/tracking/track-status';
import { CheckIcon } from '../design/icons';
import './track-steps.css';

/**
 * checkout 4: the steps of the order type, done, current or pending (core trackingProgress). The current
 * step is marked apart from the done ones: its own marker and a visible "now" (issue 7).
 */
export function TrackSteps({ steps }: { readonly steps: TrackingProgress['steps'] }) {
  const { t } = useTranslation();
  return (
    <ol className="track-steps">
      {steps.map((step) => (
        <li key={step.type} className={`track-step track-step--${step.state}`} data-testid="track-step" data-state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
          <span className="track-step__marker" aria-hidden="true">
            {step.state === 'done' ? <CheckIcon size={16} /> : step.state === 'current' ? <span className="track-step__pulse" /> : null}
          </span>
          <span className="track-step__label">{t(step.labelKey)}</span>
          {step.state === 'current' ? (
            <span className="track-step__now">{t('tracking_now')}</span>
          ) : (
            <span className="visually-hidden">{t(`step_state_${step.state}`)}</span>
          )}
        </li>
      ))}
    </ol>
  );
}

import { MinusIcon, PlusIcon } from './icons';
import { IconButton } from './icon-button';
import './stepper.css';

export interface StepperProps {
  readonly value: number;
  /** Names the group, e.g. "Quantity of Espresso". */
  readonly label: string;
  readonly decreaseLabel: string;
  readonly increaseLabel: string;
  readonly onDecrease: () => void;
  readonly onIncrease: () => void;
  readonly canDecrease: boolean;
  readonly canIncrease: boolean;
}

/** A quantity with minus and plus buttons; the value is announced when it changes. */
export function Stepper(props: StepperProps) {
  return (
    <div className="stepper" role="group" aria-label={props.label}>
      <IconButton label={props.decreaseLabel} onClick={props.onDecrease} disabled={!props.canDecrease}>
        <MinusIcon size={18} />
      </IconButton>
      <output className="stepper__value" aria-live="polite">
        {props.value}
      </output>
      <IconButton label={props.increaseLabel} onClick={props.onIncrease} disabled={!props.canIncrease}>
        <PlusIcon size={18} />
      </IconButton>
    </div>
  );
}

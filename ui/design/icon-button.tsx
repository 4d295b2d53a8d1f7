import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './button.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** An icon has no text: its label is what assistive technologies announce. */
  readonly label: string;
  readonly plain?: boolean;
  readonly children: ReactNode;
}

export function IconButton({ label, plain = false, className, type = 'button', children, ...rest }: IconButtonProps) {
  const classes = ['icon-button', plain && 'icon-button--plain', className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} aria-label={label} title={label} {...rest}>
      {children}
    </button>
  );
}

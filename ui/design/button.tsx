import type { ButtonHTMLAttributes, ReactNode } from 'react';
// Its styles (button.css) come with the shell's stylesheet (ui/app/main.tsx): one render-blocking file (issue 17).

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly block?: boolean;
  readonly large?: boolean;
  readonly children: ReactNode;
}

/** Every button is at least 44 px high (touch targets) and shows the keyboard focus. */
export function Button({ variant = 'primary', block = false, large = false, className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['button', `button--${variant}`, block && 'button--block', large && 'button--large', className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}

/** The class names of a button, for a link that looks like one. */
export function buttonClassName(variant: ButtonVariant = 'primary', options: { block?: boolean; large?: boolean } = {}): string {
  return ['button', `button--${variant}`, options.block && 'button--block', options.large && 'button--large'].filter(Boolean).join(' ');
}

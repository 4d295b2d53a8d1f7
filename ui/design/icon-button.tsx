import type { ButtonHTMLAttributes, ReactNode } from 'react';
// Its styles (button.css) come with the shell's stylesheet (ui/app/main.tsx): one render-blocking file (issue 17).

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

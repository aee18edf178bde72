import type { ButtonHTMLAttributes, ReactNode } from 'react';

const tones = {
  grape: 'bg-grape/10 text-grape hover:bg-grape/20',
  berry: 'bg-berry/10 text-berry hover:bg-berry/20',
  plain: 'bg-white text-ink hover:bg-sky',
};

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  label: string;
  tone?: keyof typeof tones;
  pressed?: boolean;
  children: ReactNode;
}

/** A round 48 px button with an icon and an accessible name (also its tooltip). */
export function IconButton({ label, tone = 'grape', pressed, className = '', children, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={`grid h-12 w-12 shrink-0 place-items-center rounded-full transition active:scale-95 disabled:cursor-not-allowed disabled:opacity-35 [&_svg]:h-6 [&_svg]:w-6 ${tones[tone]} ${className}`}
      {...rest}
    >
      {children}
    </button>
  );
}

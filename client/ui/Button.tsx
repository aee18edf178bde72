import type { ButtonHTMLAttributes, ReactNode } from 'react';

const variants = {
  primary: 'bg-grape text-white shadow-[0_5px_0_#4a2bc9] hover:brightness-110',
  secondary: 'bg-white text-grape border-4 border-grape/25 hover:border-grape/50',
  happy: 'bg-sun text-ink shadow-[0_5px_0_#e0b400] hover:brightness-105',
  danger: 'bg-berry text-white shadow-[0_5px_0_#a81f52] hover:brightness-110',
  mint: 'bg-mint text-white shadow-[0_5px_0_#0a5f4f] hover:brightness-110',
};

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: 'md' | 'lg';
  icon?: ReactNode;
}

/** The kid-sized button: at least 48 px tall, rounded, with a chunky pressable look. */
export function Button({ variant = 'primary', size = 'md', icon, className = '', children, type = 'button', ...rest }: ButtonProps) {
  const sizing = size === 'lg' ? 'min-h-16 px-7 text-2xl' : 'min-h-12 px-5 text-lg';
  return (
    <button
      type={type}
      className={`font-display inline-flex items-center justify-center gap-2 rounded-full font-bold transition active:translate-y-1 active:shadow-none disabled:cursor-not-allowed disabled:opacity-50 disabled:active:translate-y-0 ${sizing} ${variants[variant]} ${className}`}
      {...rest}
    >
      {icon}
      {children}
    </button>
  );
}

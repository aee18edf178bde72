import type { HTMLAttributes } from 'react';

export function Card({ className = '', ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`rounded-[2rem] border-4 border-white bg-white/90 p-5 shadow-lg ${className}`} {...rest} />;
}

import type { ReactNode } from 'react';

/** A rounded speech bubble pointing at McKenzie (on its left by default). */
export function SpeechBubble({ children, tail = 'left', className = '' }: { children: ReactNode; tail?: 'left' | 'bottom'; className?: string }) {
  const tailClass =
    tail === 'left'
      ? 'before:left-[-14px] before:top-8 before:border-y-[12px] before:border-r-[16px] before:border-y-transparent before:border-r-white'
      : 'before:bottom-[-14px] before:left-10 before:border-x-[12px] before:border-t-[16px] before:border-x-transparent before:border-t-white';
  return (
    <div
      className={`font-display relative rounded-[1.75rem] bg-white px-6 py-4 text-xl leading-snug shadow-md before:absolute before:content-[''] sm:text-2xl ${tailClass} ${className}`}
    >
      {children}
    </div>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';

interface OverlayProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  testId?: string;
}

/** A modal card over the chat: Escape or the backdrop closes it, and focus moves into it. */
export function Overlay({ title, onClose, children, testId }: OverlayProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/40 p-3">
      <button type="button" aria-label={title} tabIndex={-1} className="absolute inset-0 cursor-default" onClick={onClose} />
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid={testId}
        className="animate-pop relative max-h-[92vh] w-full max-w-2xl overflow-y-auto rounded-[2rem] border-4 border-white bg-[#fffaf0] p-5 shadow-2xl"
      >
        {children}
      </div>
    </div>
  );
}

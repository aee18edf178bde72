import { useEffect, useId, type ReactNode } from 'react';

/** A kid-sized dialog over the album: Escape or a tap outside closes it. */
export function Modal({ title, closeLabel, onClose, children, testId }: { title: string; closeLabel: string; onClose(): void; children: ReactNode; testId?: string }) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-40 grid place-items-center bg-grape/30 p-4 backdrop-blur-sm">
      <button type="button" tabIndex={-1} aria-label={closeLabel} onClick={onClose} className="absolute inset-0 cursor-default" />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        className="animate-pop relative flex max-h-[90vh] w-full max-w-lg flex-col gap-4 overflow-y-auto rounded-[2rem] bg-white p-6 shadow-2xl"
      >
        <h2 id={titleId} className="text-3xl font-extrabold text-grape">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

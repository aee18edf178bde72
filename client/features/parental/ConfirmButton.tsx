import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

/** A button that asks "Are you sure?" before it acts. */
export function ConfirmButton({ label, confirmLabel, onConfirm, disabled, icon }: { label: string; confirmLabel: string; onConfirm(): void; disabled?: boolean; icon?: ReactNode }) {
  const { t } = useTranslation('parental');
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="danger" disabled={disabled} icon={icon} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <div role="alertdialog" aria-label={t('settings.confirm')} className="flex flex-wrap items-center gap-3 rounded-2xl bg-berry/10 p-3">
      <p className="font-bold text-berry">{t('settings.confirm')}</p>
      <Button
        variant="danger"
        disabled={disabled}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </Button>
      <Button variant="secondary" onClick={() => setAsking(false)}>
        {t('settings.cancel')}
      </Button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Modal } from './Modal';

/** 'Are you sure you want to delete this recording?' (spec §5). */
export function ConfirmDelete({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('music');
  return (
    <Modal title={t('confirmDelete.title')} onClose={onCancel}>
      <p className="text-lg">{t('confirmDelete.text')}</p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('confirmDelete.keep')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {t('confirmDelete.delete')}
        </Button>
      </div>
    </Modal>
  );
}

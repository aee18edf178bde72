import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORDING_TITLE_MAX } from '../../../contract/recordingConstants';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Modal } from './Modal';

/** 'Save Your Recording': a name is required; the saved title is 'song – name' (spec §5). */
export function SaveRecordingDialog({
  songTitle,
  pending,
  onSave,
  onCancel,
}: {
  songTitle: string;
  pending: boolean;
  onSave: (title: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('music');
  const [name, setName] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      toast({ title: t('toasts.nameRequired'), variant: 'destructive' });
      return;
    }
    const saved = await onSave(`${songTitle} – ${trimmed}`.slice(0, RECORDING_TITLE_MAX));
    if (saved) setName('');
  };
  return (
    <Modal title={t('save.title')} onClose={onCancel}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <label className="flex flex-col gap-2 text-lg font-bold">
          {t('save.name')}
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={60}
            placeholder={t('save.placeholder')}
            className="min-h-12 rounded-2xl border-4 border-grape/25 px-4 text-xl font-normal focus:border-grape"
          />
        </label>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>
            {t('save.cancel')}
          </Button>
          <Button type="submit" variant="mint" disabled={pending}>
            {pending ? t('save.saving') : t('save.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

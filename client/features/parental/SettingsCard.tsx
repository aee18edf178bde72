import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Link2Off, Settings, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/call';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmButton } from './ConfirmButton';
import { parentQueries } from './queries';

/** LLM companion on/off, revoke share links, export and delete this child's data. */
export function SettingsCard({ onDeleted }: { onDeleted(): void }) {
  const { t } = useTranslation('parental');
  const queryClient = useQueryClient();
  const settings = useQuery(parentQueries.settings());
  const failed = () => toast({ title: t('settings.failed'), variant: 'destructive' });

  const save = useMutation({
    mutationFn: (companionLlm: boolean) => call('PUT /api/parental/settings', { body: { companionLlm } }),
    onSuccess: (data) => queryClient.setQueryData(parentQueries.settings().queryKey, data),
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: () => call('POST /api/parental/share-links/revoke'),
    onSuccess: ({ revoked }) => toast({ title: t('settings.revoked', { count: revoked }), variant: 'success' }),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => call('DELETE /api/parental/child'),
    onSuccess: () => {
      toast({ title: t('settings.deleted'), variant: 'success' });
      onDeleted();
    },
    onError: failed,
  });

  const llmOn = settings.data?.companionLlm ?? true;
  return (
    <Card className="flex flex-col gap-5" data-testid="settings-card">
      <h2 className="flex items-center gap-2 text-2xl font-extrabold text-grape">
        <Settings aria-hidden className="h-7 w-7" />
        {t('settings.title')}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-bold">{t('settings.llm')}</p>
          <p className="text-sm text-ink/70">{t('settings.llmHelp')}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={llmOn}
          aria-label={t('settings.llm')}
          disabled={!settings.data || save.isPending}
          onClick={() => save.mutate(!llmOn)}
          className={`min-h-12 min-w-24 rounded-full px-4 font-bold text-white ${llmOn ? 'bg-mint' : 'bg-ink/50'}`}
        >
          {llmOn ? t('settings.on') : t('settings.off')}
        </button>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-ink/70">{t('settings.revokeHelp')}</p>
        <ConfirmButton label={t('settings.revoke')} confirmLabel={t('settings.confirmRevoke')} icon={<Link2Off aria-hidden className="h-5 w-5" />} disabled={revoke.isPending} onConfirm={() => revoke.mutate()} />
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-ink/70">{t('settings.exportHelp')}</p>
        <a href="/api/parental/export" download className="font-display inline-flex min-h-12 items-center justify-center gap-2 self-start rounded-full bg-grape px-5 text-lg font-bold text-white shadow-[0_5px_0_#4a2bc9]">
          <Download aria-hidden className="h-5 w-5" />
          {t('settings.export')}
        </a>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-ink/70">{t('settings.deleteHelp')}</p>
        <ConfirmButton label={t('settings.delete')} confirmLabel={t('settings.confirmDelete')} icon={<Trash2 aria-hidden className="h-5 w-5" />} disabled={remove.isPending} onConfirm={() => remove.mutate()} />
      </div>
      {settings.isError ? (
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {t('retry')}
        </Button>
      ) : null}
    </Card>
  );
}

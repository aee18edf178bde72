import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Mic, Trash2, Volume2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CREATE_VOICE_FIELDS, VOICE_NAME_MAX } from '../../../contract/voiceCloneConstants';
import { HttpError, throwIfNotOk } from '../../lib/api';
import { call } from '../../lib/call';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { checkVoiceFiles } from './cloneFiles';
import { voiceQueries } from './queries';

const isLocked = (error: unknown) => error instanceof HttpError && (error.status === 401 || error.status === 403);

/**
 * Custom voices (spec part 2 §2.6) for grown-ups: shown only while a parent grant is open (the
 * server answers 403 otherwise). Steps: the provider key (skipped when the server has one), test a
 * voice, make one from recordings of the grown-up's own voice, list and delete.
 */
export function VoiceCloning() {
  const { t } = useTranslation('voiceSettings');
  const queryClient = useQueryClient();
  const voices = useQuery(voiceQueries.voices());
  const key = useQuery(voiceQueries.key());
  const [apiKey, setApiKey] = useState('');
  const [testVoice, setTestVoice] = useState('');
  const [testText, setTestText] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [consent, setConsent] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['voice'] });
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: error instanceof HttpError ? (error.serverMessage ?? error.message) : String(error), variant: 'destructive' });

  const saveKey = useMutation({
    mutationFn: (value: string) => call('PUT /api/elevenlabs/key', { body: { apiKey: value } }),
    onSuccess: () => {
      setApiKey('');
      void refresh();
    },
    onError: failed(t('clone.keyFailed')),
  });
  const test = useMutation({
    mutationFn: async () => {
      const response = await call('POST /api/elevenlabs/voices/:voiceId/test', { params: { voiceId: testVoice }, body: { text: testText.trim() } });
      const url = URL.createObjectURL(await response.blob());
      const audio = new Audio(url);
      audio.onended = () => URL.revokeObjectURL(url);
      await audio.play();
    },
    onError: failed(t('clone.toast.testFailed')),
  });
  const create = useMutation({
    mutationFn: async () => {
      const form = new FormData();
      form.append(CREATE_VOICE_FIELDS.name, name.trim());
      if (description.trim()) form.append(CREATE_VOICE_FIELDS.description, description.trim());
      form.append(CREATE_VOICE_FIELDS.consent, String(consent));
      for (const file of files) form.append(CREATE_VOICE_FIELDS.sample, file, file.name);
      const response = await fetch('/api/elevenlabs/create-voice', { method: 'POST', credentials: 'include', body: form });
      await throwIfNotOk(response);
      return (await response.json()) as { voiceId: string };
    },
    onSuccess: () => {
      toast({ title: t('clone.created', { name: name.trim() }), variant: 'success' });
      setName('');
      setDescription('');
      setFiles([]);
      setConsent(false);
      void refresh();
    },
    onError: failed(t('clone.toast.cloneFailed')),
  });
  const remove = useMutation({
    mutationFn: (voiceId: string) => call('DELETE /api/elevenlabs/voices/:voiceId', { params: { voiceId } }),
    onSuccess: () => {
      toast({ title: t('clone.deleted'), variant: 'success' });
      void refresh();
    },
    onError: failed(t('clone.toast.deleteFailed')),
  });

  if (voices.isPending || key.isPending || isLocked(voices.error)) return null;
  const needsKey = key.data?.hasKey !== true;

  const submitKey = (event: FormEvent) => {
    event.preventDefault();
    if (!apiKey.trim()) {
      toast({ title: t('clone.toast.keyRequired'), description: t('clone.keyRequired'), variant: 'destructive' });
      return;
    }
    saveKey.mutate(apiKey.trim());
  };

  const submitTest = (event: FormEvent) => {
    event.preventDefault();
    if (!testVoice || !testText.trim()) {
      toast({ title: t('clone.toast.missing'), description: t('clone.missing'), variant: 'destructive' });
      return;
    }
    test.mutate();
  };

  const submitCreate = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkVoiceFiles(files);
    if (problem?.kind === 'required') toast({ title: t('clone.toast.filesRequired'), description: t('clone.filesRequired'), variant: 'destructive' });
    else if (problem?.kind === 'type') toast({ title: t('clone.toast.invalidType'), description: t('clone.toast.notAudio', { file: problem.file }), variant: 'destructive' });
    else if (problem?.kind === 'size') toast({ title: t('clone.toast.fileTooLarge'), description: t('clone.toast.exceeds', { file: problem.file }), variant: 'destructive' });
    else if (problem?.kind === 'total') toast({ title: t('clone.toast.filesTooLarge'), description: t('clone.tooMany'), variant: 'destructive' });
    else create.mutate();
  };

  return (
    <details className="rounded-[2rem] border-4 border-dashed border-grape/30 bg-white p-4 shadow-md" data-testid="voice-cloning">
      <summary className="font-display min-h-12 cursor-pointer text-xl font-extrabold text-grape">🔒 {t('clone.title')}</summary>
      <div className="mt-3 flex flex-col gap-4">
        {needsKey ? (
          <form onSubmit={submitKey} className="flex flex-col gap-2">
            <label htmlFor="voice-api-key" className="font-bold">
              {t('clone.keyLabel')}
            </label>
            <div className="flex flex-wrap gap-2">
              <input id="voice-api-key" type="password" autoComplete="off" value={apiKey} onChange={(e) => setApiKey(e.target.value)} className="min-h-12 flex-1 rounded-xl border-2 border-grape/30 px-3" />
              <Button type="submit" disabled={saveKey.isPending} icon={<KeyRound aria-hidden className="h-5 w-5" />}>
                {t('clone.saveKey')}
              </Button>
            </div>
          </form>
        ) : (
          <>
            {voices.isError ? <p role="alert">{t('clone.toast.loadFailed')}</p> : null}
            <ul className="flex flex-col gap-2" aria-label={t('clone.listLabel')}>
              {(voices.data?.voices ?? []).map((voice) => (
                <li key={voice.voice_id} className="flex items-center gap-2 rounded-xl bg-sky px-3 py-2">
                  <span className="flex-1 font-bold">
                    {voice.name} <span className="text-sm font-normal text-ink/70">({voice.category})</span>
                  </span>
                  {voice.category === 'cloned' ? (
                    <Button variant="danger" onClick={() => remove.mutate(voice.voice_id)} disabled={remove.isPending} icon={<Trash2 aria-hidden className="h-5 w-5" />}>
                      {t('clone.delete')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
            <form onSubmit={submitTest} className="flex flex-col gap-2">
              <label htmlFor="clone-test-voice" className="font-bold">
                {t('clone.testLabel')}
              </label>
              <select id="clone-test-voice" value={testVoice} onChange={(e) => setTestVoice(e.target.value)} className="min-h-12 rounded-xl border-2 border-grape/30 px-3">
                <option value="">{t('clone.pickVoice')}</option>
                {(voices.data?.voices ?? []).map((voice) => (
                  <option key={voice.voice_id} value={voice.voice_id}>
                    {voice.name}
                  </option>
                ))}
              </select>
              <input aria-label={t('clone.testText')} placeholder={t('clone.testText')} value={testText} onChange={(e) => setTestText(e.target.value)} className="min-h-12 rounded-xl border-2 border-grape/30 px-3" />
              <Button type="submit" variant="happy" disabled={test.isPending} icon={<Volume2 aria-hidden className="h-5 w-5" />} className="self-start">
                {t('test')}
              </Button>
            </form>
            <form onSubmit={submitCreate} className="flex flex-col gap-2">
              <h3 className="font-display text-lg font-extrabold">{t('clone.createTitle')}</h3>
              <label htmlFor="clone-files" className="font-bold">
                {t('clone.files')}
              </label>
              <input id="clone-files" type="file" accept="audio/*" multiple onChange={(e) => setFiles([...(e.target.files ?? [])])} />
              <p className="text-sm text-ink/70">{t('clone.hint')}</p>
              <input aria-label={t('clone.name')} placeholder={t('clone.name')} maxLength={VOICE_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} className="min-h-12 rounded-xl border-2 border-grape/30 px-3" />
              <input aria-label={t('clone.description')} placeholder={t('clone.description')} value={description} onChange={(e) => setDescription(e.target.value)} className="min-h-12 rounded-xl border-2 border-grape/30 px-3" />
              <label className="flex min-h-12 items-center gap-2">
                <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} className="h-6 w-6" />
                {t('clone.consent')}
              </label>
              <Button type="submit" variant="mint" disabled={!name.trim() || !consent || create.isPending} icon={<Mic aria-hidden className="h-5 w-5" />} className="self-start">
                {create.isPending ? t('clone.creating') : t('clone.create')}
              </Button>
            </form>
          </>
        )}
      </div>
    </details>
  );
}

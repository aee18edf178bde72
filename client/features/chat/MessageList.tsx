import { useTranslation } from 'react-i18next';
import type { Message } from '../../../contract/messages';
import { clockTime } from '../../lib/time';
import { McKenzie, McKenzieFace } from '../../ui/mckenzie';

interface MessageListProps {
  messages: Message[] | undefined;
  loading: boolean;
  meId: number | undefined;
  companionId: number | undefined;
  companionName: string;
}

export function MessageList({ messages, loading, companionId, companionName }: MessageListProps) {
  const { t, i18n } = useTranslation('chat');
  if (loading) {
    return (
      <p role="status" className="font-display py-10 text-center text-2xl text-grape">
        {t('loading')}
      </p>
    );
  }
  if (!messages || messages.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <McKenzie pose="listening" size={150} />
        <p className="font-display text-3xl font-extrabold text-grape">{t('emptyTitle')}</p>
        <p className="text-lg">{t('emptyText', { companion: companionName })}</p>
      </div>
    );
  }
  return (
    <ol aria-label={t('listLabel')} aria-live="polite" className="flex flex-1 flex-col gap-3 py-2" data-testid="message-list">
      {messages.map((message) => {
        const fromCompanion = message.fromUserId === companionId;
        return (
          <li key={message.id} className={`animate-pop flex items-end gap-2 ${fromCompanion ? '' : 'flex-row-reverse'}`} data-from={fromCompanion ? 'companion' : 'child'}>
            {fromCompanion ? <McKenzieFace size={44} animated={false} title={companionName} /> : null}
            <div
              className={`max-w-[80%] rounded-[1.5rem] px-4 py-3 text-lg shadow-sm ${
                fromCompanion ? 'rounded-bl-md bg-white' : 'rounded-br-md bg-grape text-white'
              }`}
            >
              {message.drawingUrl ? (
                <img src={message.drawingUrl} alt={t('drawingAlt')} className="mb-2 max-h-48 rounded-xl bg-white" />
              ) : null}
              <p className="break-words whitespace-pre-wrap">{message.content}</p>
              <p className={`mt-1 text-right text-xs ${fromCompanion ? 'text-ink/60' : 'text-white/80'}`}>
                <time dateTime={message.timestamp}>{clockTime(message.timestamp, i18n.language)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

import { useTranslation } from 'react-i18next';
import type { Message } from '../../../contract/messages';
import { useRecentMessages } from '../../lib/messages';
import { useSections } from '../../lib/sections/SectionsContext';
import { relativeTime } from '../../lib/time';
import { Card } from '../../ui/Card';
import { McKenzieFace } from '../../ui/mckenzie';

const CATEGORY_EMOJI: Record<string, string> = {
  general: '💬',
  schoolwork: '📚',
  feelings: '💖',
  activities: '🎨',
  languages: '🌍',
  geography: '🗺️',
};

export function RecentChatsCard({ companionId, companionName }: { companionId: number; companionName: string }) {
  const { t, i18n } = useTranslation();
  const recent = useRecentMessages(5);
  const sections = useSections();
  const shown = (recent.data ?? []).slice(0, 3);

  const when = (message: Message) => {
    const time = relativeTime(message.timestamp, new Date(), i18n.language);
    if (time.kind === 'justNow') return t('time.justNow');
    if (time.kind === 'hoursAgo') return t('time.hoursAgo', { count: time.hours });
    return time.text;
  };

  return (
    <Card aria-labelledby="recent-chats-title" role="region">
      <h2 id="recent-chats-title" className="mb-3 text-2xl font-extrabold text-grape">
        {t('home.recentChats')}
      </h2>
      {recent.isPending ? (
        <p>{t('loading')}</p>
      ) : shown.length === 0 ? (
        <p className="text-lg text-ink/70">{t('home.noChats', { companion: companionName })}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="recent-chats">
          {shown.map((message) => {
            const fromCompanion = message.fromUserId === companionId;
            return (
              <li key={message.id}>
                <button
                  type="button"
                  onClick={() => sections.open('chat', { category: message.category || 'general' })}
                  className="flex w-full items-start gap-3 rounded-2xl bg-sky/70 p-3 text-left transition hover:bg-sky active:scale-[0.99]"
                >
                  {fromCompanion ? (
                    <McKenzieFace size={40} animated={false} title={companionName} />
                  ) : (
                    <span
                      aria-hidden
                      className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-sun text-xl"
                    >
                      🙂
                    </span>
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 text-base font-semibold">{message.content}</p>
                    <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-ink/70">
                      <span>
                        {CATEGORY_EMOJI[message.category] ?? '💬'} {t(`categories.${message.category || 'general'}`)}
                      </span>
                      <span>{when(message)}</span>
                    </p>
                  </div>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

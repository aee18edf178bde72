import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageCategory, type MessageCategory } from '../../../contract/constants';
import { offeredQuestion } from '../../../contract/messages';
import type { SectionProps } from '../../lib/sections/types';
import { useMessages } from '../../lib/messages';
import { useCompanionName, useCompanionUser, useCurrentUser } from '../../lib/users';
import { ChatComposer } from './ChatComposer';
import { CHAT_CATEGORIES } from './chatConstants';
import { MessageList } from './MessageList';
import { useEarlierMessages } from './useEarlierMessages';
import { useNewestInView } from './useNewestInView';
import { useAutoSpeak, VoiceToggle, useVoiceEnabled } from './voice';

export function ChatSection({ params }: SectionProps) {
  const { t } = useTranslation('chat');
  const [category, setCategory] = useState<MessageCategory>(isMessageCategory(params.category) ? params.category : 'general');
  const me = useCurrentUser();
  const companion = useCompanionUser();
  const companionName = useCompanionName();
  const messages = useMessages(category);
  const [voiceOn, setVoiceOn] = useVoiceEnabled();
  useAutoSpeak(messages.data, companion.data?.id, voiceOn, category);
  const composer = useRef<HTMLDivElement>(null);
  useNewestInView(composer, messages.data?.length ?? 0);
  const older = useEarlierMessages(category, messages.data);

  const filters = CHAT_CATEGORIES.includes(category) ? CHAT_CATEGORIES : [...CHAT_CATEGORIES, category];
  // The newest message is the companion offering a question it knows: Yes and No buttons answer it with a tap.
  const newest = messages.data?.at(-1);
  const offer = newest && newest.fromUserId === companion.data?.id ? offeredQuestion(newest.content) : null;

  return (
    <div className="flex flex-1 flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <div role="tablist" aria-label={t('filterLabel')} className="flex min-w-0 flex-wrap gap-2 py-1">
          {filters.map((c) => (
            <button
              key={c}
              type="button"
              role="tab"
              aria-selected={c === category}
              onClick={() => setCategory(c)}
              className={`font-display min-h-12 shrink-0 rounded-full px-3 text-lg sm:px-4 font-bold transition ${
                c === category ? 'bg-grape text-white shadow' : 'bg-white text-grape hover:bg-grape/10'
              }`}
            >
              {t(`categories.${c}`, { ns: 'common' })}
            </button>
          ))}
        </div>
        <VoiceToggle on={voiceOn} onChange={setVoiceOn} />
      </div>
      {older.hasMore ? (
        <button
          type="button"
          onClick={() => void older.loadEarlier()}
          disabled={older.loading}
          className="font-display mx-auto min-h-12 rounded-full bg-white px-5 text-lg font-bold text-grape shadow hover:bg-grape/10 disabled:opacity-50"
        >
          {older.loading ? t('loadingEarlier') : t('showEarlier')}
        </button>
      ) : null}
      <MessageList
        messages={messages.data && [...older.earlier, ...messages.data]}
        loading={messages.isPending}
        meId={me.data?.id}
        companionId={companion.data?.id}
        companionName={companionName}
      />
      <ChatComposer ref={composer} category={category} offer={offer} />
    </div>
  );
}

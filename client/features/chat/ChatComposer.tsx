import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageCategory } from '../../../contract/common';
import { MAX_MESSAGE_LENGTH } from '../../../contract/constants';
import { toast } from '../../lib/toast';
import { useCompanionReply } from '../../lib/useCompanionReply';
import { useCompanionName } from '../../lib/users';
import { QUICK_EMOJI } from './chatConstants';

/** `offer`: the question the companion's newest reply offers, answered by the Yes and No buttons. */
export function ChatComposer({
  category,
  offer,
  ref,
}: {
  category: MessageCategory;
  offer?: string | null;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const send = useCompanionReply(category);
  const companionName = useCompanionName();

  const post = (content: string, onPosted?: () => void) => {
    if (!content || send.sending) return;
    void send.submit(content).then((posted) => {
      if (posted) onPosted?.();
      else toast({ title: t('notSent'), description: t('tryAgain'), variant: 'destructive' });
    });
  };
  const submit = () => post(text.trim(), () => setText(''));
  // A thumbs-up or -down is a yes or no the companion understands in any language.
  const answerOffer = (content: string) => post(content);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div ref={ref} data-testid="chat-composer" className="sticky bottom-0 flex flex-col gap-2 rounded-[2rem] bg-white/95 p-3 shadow-lg">
      {send.sending || send.waiting ? (
        <p role="status" className="font-display px-2 text-lg text-grape">
          {t('thinking', { companion: companionName })}
        </p>
      ) : null}
      {offer && !send.sending && !send.waiting ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('offerLabel', { question: offer })}>
          <button
            type="button"
            onClick={() => answerOffer('👍')}
            className="font-display flex min-h-14 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-full bg-mint px-3 text-lg sm:px-5 sm:text-xl font-bold text-white shadow-[0_4px_0_#095c4d] transition active:translate-y-1 active:shadow-none"
          >
            <span aria-hidden>👍</span>
            {t('offerYes')}
          </button>
          <button
            type="button"
            onClick={() => answerOffer('👎')}
            className="font-display flex min-h-14 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-full bg-white px-3 text-lg sm:px-5 sm:text-xl font-bold text-grape shadow ring-4 ring-grape/20 transition active:scale-95"
          >
            <span aria-hidden>👎</span>
            {t('offerNo')}
          </button>
        </div>
      ) : null}
      <div className="flex gap-1 overflow-x-auto" role="group" aria-label={t('emojiLabel')}>
        {QUICK_EMOJI.map((emoji) => (
          <button
            key={emoji}
            type="button"
            aria-label={t('addEmoji', { emoji })}
            className="grid h-12 w-12 shrink-0 place-items-center rounded-full text-2xl transition hover:bg-sun/40 active:scale-90"
            onClick={() => {
              setText((value) => `${value}${emoji}`);
              input.current?.focus();
            }}
          >
            {emoji}
          </button>
        ))}
      </div>
      <div className="flex items-end gap-2">
        <label className="sr-only" htmlFor="chat-input">
          {t('inputLabel')}
        </label>
        <textarea
          id="chat-input"
          ref={input}
          rows={2}
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          disabled={send.sending}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder', { companion: companionName })}
          className="min-h-14 flex-1 resize-none rounded-3xl border-4 border-grape/20 bg-cloud px-4 py-3 text-lg outline-none focus:border-grape disabled:opacity-60"
        />
        <button
          type="button"
          onClick={submit}
          disabled={send.sending || !text.trim()}
          aria-label={t('send')}
          className="grid h-16 w-16 shrink-0 place-items-center rounded-full bg-grape text-white shadow-[0_5px_0_#4a2bc9] transition active:translate-y-1 active:shadow-none disabled:opacity-40"
        >
          <SendHorizontal aria-hidden className="h-8 w-8" />
        </button>
      </div>
    </div>
  );
}

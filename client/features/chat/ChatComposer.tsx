import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageCategory } from '../../../contract/common';
import { MAX_MESSAGE_LENGTH } from '../../../contract/constants';
import { toast } from '../../lib/toast';
import { useCompanionReply } from '../../lib/useCompanionReply';
import { useCompanionName } from '../../lib/users';
import { QUICK_EMOJI } from './chatConstants';

export function ChatComposer({ category, ref }: { category: MessageCategory; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const send = useCompanionReply(category);
  const companionName = useCompanionName();

  const submit = () => {
    const content = text.trim();
    if (!content || send.sending) return;
    void send.submit(content).then((posted) => {
      if (posted) setText('');
      else toast({ title: t('notSent'), description: t('tryAgain'), variant: 'destructive' });
    });
  };

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

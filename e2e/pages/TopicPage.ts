import { expect, type Page } from '@playwright/test';
import { SectionHeader } from './SectionHeader';

/** A topic screen (feelings, activities, later languages and geography): list → detail → response. */
export class TopicPage {
  readonly header: SectionHeader;
  constructor(readonly page: Page) {
    this.header = new SectionHeader(page);
  }

  tile(name: string | RegExp) {
    return this.page.getByRole('button', { name }).filter({ has: this.page.locator('span') });
  }
  get textBox() {
    return this.page.getByRole('textbox');
  }
  get responseCard() {
    return this.page.getByTestId('character-response-card');
  }
  /** The whole reply, as screen readers get it at once. */
  get replyText() {
    return this.page.getByTestId('response-full-text');
  }
  /** The reply as it is typed out on screen. */
  get typedText() {
    return this.page.getByTestId('response-typed-text');
  }
  get sent() {
    return this.page.getByTestId('topic-sent');
  }
  get stopVoice() {
    return this.responseCard.getByRole('button', { name: 'Stop' });
  }
  get playVoice() {
    return this.responseCard.getByRole('button', { name: 'Listen' });
  }

  async waitForReply(): Promise<string> {
    await expect(this.replyText).not.toBeEmpty({ timeout: 15_000 });
    return (await this.replyText.textContent()) ?? '';
  }
}

/** Replaces the browser's speech with a recorder: spoken texts and cancel calls. */
export async function stubSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log = { spoken: [] as string[], cancels: 0 };
    (window as unknown as { __speech: typeof log }).__speech = log;
    let current: SpeechSynthesisUtterance | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const synth = {
      speaking: false,
      pending: false,
      paused: false,
      getVoices: () => [],
      addEventListener: () => {},
      removeEventListener: () => {},
      speak(utterance: SpeechSynthesisUtterance) {
        log.spoken.push(utterance.text);
        current = utterance;
        synth.speaking = true;
        utterance.onstart?.(new Event('start') as SpeechSynthesisEvent);
        // A long reply: still speaking for 20 s unless cancelled.
        timer = setTimeout(() => {
          synth.speaking = false;
          current?.onend?.(new Event('end') as SpeechSynthesisEvent);
        }, 20_000);
      },
      cancel() {
        log.cancels += 1;
        if (timer) clearTimeout(timer);
        synth.speaking = false;
        current = undefined;
      },
      pause() {},
      resume() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  });
}

export async function speechLog(page: Page): Promise<{ spoken: string[]; cancels: number }> {
  return page.evaluate(() => (window as unknown as { __speech: { spoken: string[]; cancels: number } }).__speech);
}

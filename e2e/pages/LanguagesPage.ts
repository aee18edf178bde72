import { expect, type Page, type Response } from '@playwright/test';
import { SectionHeader } from './SectionHeader';

export interface SpokenLine {
  text: string;
  lang: string;
  rate: number;
}

/** Records what the browser voice says, with its language and rate, and never really speaks. */
export async function recordSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string; rate: number }[] = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    const synth = {
      speaking: false,
      pending: false,
      paused: false,
      getVoices: () => [],
      addEventListener: () => {},
      removeEventListener: () => {},
      speak(utterance: SpeechSynthesisUtterance) {
        spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate });
        utterance.onstart?.(new Event('start') as SpeechSynthesisEvent);
        setTimeout(() => utterance.onend?.(new Event('end') as SpeechSynthesisEvent), 50);
      },
      cancel() {},
      pause() {},
      resume() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  });
}

export async function spokenLines(page: Page): Promise<SpokenLine[]> {
  return page.evaluate(() => (window as unknown as { __spoken: SpokenLine[] }).__spoken);
}

/** Learn Languages: home, App Language selector, quiz and chat. */
export class LanguagesPage {
  readonly header: SectionHeader;
  constructor(readonly page: Page) {
    this.header = new SectionHeader(page);
  }

  get appLanguage() {
    return this.page.getByTestId('app-language');
  }
  get currentLanguage() {
    return this.page.getByTestId('app-language-current');
  }
  uiLanguageButton(native: string) {
    return this.appLanguage.getByRole('button', { name: native });
  }
  tile(name: string | RegExp) {
    return this.page.getByRole('button', { name });
  }
  toast() {
    return this.page.getByTestId('toast');
  }

  // ---- quiz ----
  get quiz() {
    return this.page.getByTestId('language-quiz');
  }
  get submit() {
    return this.page.getByRole('button', { name: 'Submit Answer' });
  }
  get feedback() {
    return this.page.getByTestId('language-quiz-feedback');
  }
  get results() {
    return this.page.getByTestId('language-quiz-results');
  }

  // ---- chat ----
  get chatInput() {
    return this.page.getByRole('textbox', { name: 'Your message' });
  }
  get send() {
    return this.page.getByRole('button', { name: 'Send', exact: true });
  }
  companionMessages() {
    return this.page.getByTestId('language-chat-companion');
  }
  get rewardsButton() {
    return this.page.getByRole('button', { name: 'My Rewards' });
  }
  get rewards() {
    return this.page.getByTestId('language-rewards');
  }

  /** Waits for the next answer from an API path while `action` runs. */
  async answerOf<T>(path: string, action: () => Promise<unknown>): Promise<T> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r: Response) => r.url().includes(path) && r.request().method() === 'POST', { timeout: 20_000 }),
      action(),
    ]);
    expect(response.status()).toBe(200);
    return (await response.json()) as T;
  }
}

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadAloudButton } from '../ReadAloudButton';
import { ReadAlongText } from './ReadAlongText';
import { useReadAlong } from './useReadAlong';
import { estimateSchedule, splitWords } from './words';

vi.mock('../../lib/speechProvider', () => ({
  PROVIDER_TEXT_MAX_LENGTH: 1000,
  providerReady: () => Promise.resolve(false),
  fetchProviderAudio: () => Promise.reject(new Error('not in tests')),
}));

const TITLE = 'The Cat';
const STORY = 'The cat sat on the mat.';
const WORD_GAP = 300;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: {} } });
});

type Handler = ((event: Partial<SpeechSynthesisEvent>) => void) | null;
class FakeUtterance {
  rate = 1;
  pitch = 1;
  volume = 1;
  lang = '';
  voice: unknown = null;
  onstart: Handler = null;
  onend: Handler = null;
  onerror: Handler = null;
  onboundary: Handler = null;
  constructor(readonly text: string) {}
}

/** A browser voice: starts at once, says a word every 300 ms, with or without boundary events. */
function installSpeech({ boundaries }: { boundaries: boolean }) {
  const said: FakeUtterance[] = [];
  const timers: ReturnType<typeof setTimeout>[] = [];
  let queue = Promise.resolve();
  const synth = {
    getVoices: () => [{ name: 'Samantha', lang: 'en-US', default: true, localService: true }],
    addEventListener: () => {},
    removeEventListener: () => {},
    speak(utterance: FakeUtterance) {
      said.push(utterance);
      // pieces are said one after another, as a real engine queues them
      queue = queue.then(
        () =>
          new Promise<void>((done) => {
            utterance.onstart?.({});
            const words = [...utterance.text.matchAll(/\S+/g)];
            words.forEach((word, i) => {
              if (boundaries) timers.push(setTimeout(() => utterance.onboundary?.({ name: 'word', charIndex: word.index }), i * WORD_GAP));
            });
            timers.push(
              setTimeout(() => {
                utterance.onend?.({});
                done();
              }, words.length * WORD_GAP),
            );
          }),
      );
    },
    cancel() {
      for (const timer of timers.splice(0)) clearTimeout(timer);
      queue = Promise.resolve();
    },
    pause() {},
    resume() {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  return said;
}

function StoryPage() {
  const readAlong = useReadAlong([TITLE, STORY]);
  return (
    <div>
      <h2 data-testid="title">
        <ReadAlongText text={TITLE} current={readAlong.wordIn(0)} />
      </h2>
      <p data-testid="story">
        <ReadAlongText text={STORY} current={readAlong.wordIn(1)} />
      </p>
      <ReadAloudButton text={readAlong.text} onProgress={readAlong.onProgress} label="Read to Me" stopLabel="Stop" />
    </div>
  );
}

const marked = () => document.querySelector('[aria-current="true"]');
const markedWord = () => {
  const word = marked();
  if (!word) return null;
  const where = word.closest('[data-testid]')?.getAttribute('data-testid');
  const index = [...(word.parentElement?.querySelectorAll('.read-along-word') ?? [])].indexOf(word);
  return `${where}:${index}:${word.textContent}`;
};
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useReadAlong with the browser voice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('marks each word as its boundary event arrives, across title and story, and clears at the end', async () => {
    installSpeech({ boundaries: true });
    render(<StoryPage />);
    expect(screen.getByTestId('story')).toHaveTextContent(STORY);
    expect(marked()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Read to Me' }));
    await advance(0);
    expect(markedWord()).toBe('title:0:The');
    await advance(WORD_GAP);
    expect(markedWord()).toBe('title:1:Cat');
    await advance(WORD_GAP);
    expect(markedWord()).toBe('story:0:The');
    await advance(WORD_GAP * 2);
    expect(markedWord()).toBe('story:2:sat');
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
    await advance(WORD_GAP * 3);
    expect(markedWord()).toBe('story:5:mat');
    await advance(WORD_GAP);
    expect(marked()).toBeNull();
    expect(screen.getByRole('button', { name: 'Read to Me' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves on a timed estimate when the voice sends no boundary events', async () => {
    const said = installSpeech({ boundaries: false });
    render(<StoryPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Read to Me' }));
    await advance(0);
    expect(markedWord()).toBe('title:0:The');
    expect(said).toHaveLength(1);
    // one piece, "The Cat. The cat sat on the mat.": the estimate pauses after the title's full stop
    const starts = estimateSchedule(splitWords(`${TITLE}. ${STORY}`, 'en'), said[0]!.rate).starts;
    await advance(starts[1]! - 1);
    expect(markedWord()).toBe('title:0:The');
    await advance(1);
    expect(markedWord()).toBe('title:1:Cat');
    await advance(starts[2]! - starts[1]!);
    expect(markedWord()).toBe('story:0:The');
    await advance(starts[5]! - starts[2]!);
    expect(markedWord()).toBe('story:3:on');
    await advance(6 * WORD_GAP);
    expect(marked()).toBeNull();
  });

  it('clears the mark when the child taps Stop', async () => {
    installSpeech({ boundaries: true });
    render(<StoryPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Read to Me' }));
    await advance(WORD_GAP * 3);
    expect(markedWord()).toBe('story:1:cat');
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(marked()).toBeNull();
    await advance(WORD_GAP * 10);
    expect(marked()).toBeNull();
  });
});

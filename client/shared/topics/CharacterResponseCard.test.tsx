// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/api';
import * as speech from '../../lib/speech';
import { CharacterResponseCard } from './CharacterResponseCard';
import en from '../../locales/en/topics.json';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { topics: en } }, interpolation: { escapeValue: false } });
});

function renderCard(props: Partial<Parameters<typeof CharacterResponseCard>[0]> = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <CharacterResponseCard text="Hi there!" loading={false} {...props} />
    </QueryClientProvider>,
  );
}

describe('CharacterResponseCard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(speech, 'speak').mockImplementation(() => {});
    vi.spyOn(speech, 'stopSpeaking').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says the companion is thinking while loading', () => {
    renderCard({ text: undefined, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('McKenzie is thinking...');
    expect(speech.speak).not.toHaveBeenCalled();
  });

  it('types the reply at 30 ms per character, gives screen readers all of it, and speaks it', () => {
    renderCard({ category: 'feelings' });
    expect(screen.getByTestId('response-full-text')).toHaveTextContent('Hi there!');
    expect(screen.getByTestId('response-typed-text').textContent).toBe('');
    act(() => vi.advanceTimersByTime(30 * 3));
    expect(screen.getByTestId('response-typed-text').textContent).toBe('Hi ');
    act(() => vi.advanceTimersByTime(30 * 10));
    expect(screen.getByTestId('response-typed-text').textContent).toBe('Hi there!');
    expect(speech.speak).toHaveBeenCalledWith('Hi there!', { category: 'feelings' });
  });

  it('does not speak on its own when autoSpeak is off, and Ask Another calls back', () => {
    const onAskAnother = vi.fn();
    renderCard({ autoSpeak: false, onAskAnother });
    expect(speech.speak).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Ask Another Question' }));
    expect(onAskAnother).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    expect(speech.speak).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as speech from '../../lib/speech';
import en from '../../locales/en/onboarding.json';
import { INTRO_LINE_MS, IntroOverlay } from './IntroOverlay';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { onboarding: en } }, interpolation: { escapeValue: false } });
});

describe('IntroOverlay', () => {
  let spoken: string[];
  beforeEach(() => {
    vi.useFakeTimers();
    spoken = [];
    vi.spyOn(speech, 'speak').mockImplementation((text) => void spoken.push(text));
    vi.spyOn(speech, 'stopSpeaking').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('plays the scene with her voice and finishes after its lines, fading for 1 s', () => {
    const onFinish = vi.fn();
    render(<IntroOverlay companionName="McKenzie" onFinish={onFinish} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(spoken).toEqual([
      "Hi there! I'm McKenzie, your new friend! We can learn, draw, sing songs and play games together. Let's get started! First, tell me your name.",
    ]);
    expect(screen.getByText("Hi there! I'm McKenzie, your new friend!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(INTRO_LINE_MS));
    expect(screen.getByText('We can learn, draw, sing songs and play games together.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2 * INTRO_LINE_MS));
    expect(screen.getByTestId('intro-overlay')).toHaveAttribute('data-stage', 'fading');
    expect(onFinish).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('Skip Video finishes at once (after the fade), only once', () => {
    const onFinish = vi.fn();
    render(<IntroOverlay companionName="McKenzie" onFinish={onFinish} />);
    fireEvent.click(screen.getByRole('button', { name: 'Skip Video' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skip Video' }));
    act(() => vi.advanceTimersByTime(999));
    expect(onFinish).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(spoken).toEqual([]);
  });

  it('offers Continue only when there is somewhere to go, and calls it', () => {
    const onFinish = vi.fn();
    const onContinue = vi.fn();
    const { rerender } = render(<IntroOverlay companionName="McKenzie" onFinish={onFinish} />);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    rerender(<IntroOverlay companionName="McKenzie" onFinish={onFinish} onContinue={onContinue} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('closes by itself after 20 s when nobody presses anything', () => {
    const onFinish = vi.fn();
    render(<IntroOverlay companionName="McKenzie" onFinish={onFinish} />);
    act(() => vi.advanceTimersByTime(19_999));
    expect(screen.getByTestId('intro-overlay')).toHaveAttribute('data-stage', 'ready');
    act(() => vi.advanceTimersByTime(1 + 1000));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});

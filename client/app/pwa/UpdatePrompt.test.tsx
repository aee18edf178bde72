// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/pwa.json';
import { UpdatePrompt } from './UpdatePrompt';
import { announceUpdateReady, dismissUpdate, useUpdateReady } from './updateReady';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { pwa: en } }, interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  dismissUpdate();
});

describe('UpdatePrompt', () => {
  it('tells grown-ups a new version is ready and applies it once on Update', () => {
    const onUpdate = vi.fn();
    render(<UpdatePrompt onUpdate={onUpdate} onLater={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version of McKenzie is ready.');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Updating…' })).toBeDisabled();
  });

  it('goes away on Later', () => {
    const onLater = vi.fn();
    render(<UpdatePrompt onUpdate={() => {}} onLater={onLater} />);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
  });
});

describe('updateReady', () => {
  function Probe() {
    return <p>{useUpdateReady() ? 'ready' : 'none'}</p>;
  }

  it('is announced by the service worker and cleared by Later', () => {
    render(<Probe />);
    expect(screen.getByText('none')).toBeInTheDocument();
    act(() => announceUpdateReady(async () => {}));
    expect(screen.getByText('ready')).toBeInTheDocument();
    act(() => dismissUpdate());
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});

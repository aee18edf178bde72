// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/api';
import en from '../../locales/en/voiceSettings.json';
import { VoiceCloning } from './VoiceCloning';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { voiceSettings: en } }, interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(routes: Record<string, [number, unknown]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const [status, body] = routes[url] ?? [404, {}];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

const renderIt = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VoiceCloning />
    </QueryClientProvider>,
  );

describe('VoiceCloning', () => {
  it('stays hidden without a parent grant', async () => {
    answer({ '/api/elevenlabs/voices': [403, { error: { code: 'forbidden', message: 'no' } }], '/api/elevenlabs/key': [200, { hasKey: true }] });
    const { container } = renderIt();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(container).toBeEmptyDOMElement();
  });

  it('asks for the key first when the server has none', async () => {
    answer({ '/api/elevenlabs/voices': [502, { error: { code: 'provider_unavailable', message: 'no key' } }], '/api/elevenlabs/key': [200, { hasKey: false }] });
    renderIt();
    expect(await screen.findByLabelText('Voice provider API key')).toBeInTheDocument();
    expect(screen.queryByText('Make a custom voice')).toBeNull();
  });

  it('lists the voices with a delete button for cloned ones, and asks for consent', async () => {
    answer({
      '/api/elevenlabs/voices': [200, { voices: [
        { voice_id: 'CloneVoice123456', name: 'Grandma', category: 'cloned', description: null, preview_url: null },
        { voice_id: 'jBpfuIE2acCO8z3wKNLl', name: 'Gigi', category: 'premade', description: null, preview_url: null },
      ] }],
      '/api/elevenlabs/key': [200, { hasKey: true }],
    });
    renderIt();
    const list = await screen.findByRole('list', { name: 'Voices' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: /my own voice/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Create voice' })).toBeDisabled();
  });
});

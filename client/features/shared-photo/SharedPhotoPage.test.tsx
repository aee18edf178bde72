// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/api';
import en from '../../locales/en/photos.json';
import { SharedPhotoPage } from './SharedPhotoPage';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { photos: en } }, interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = (code: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SharedPhotoPage code={code} />
    </QueryClientProvider>,
  );

describe('SharedPhotoPage', () => {
  it('shows the photo and its title', async () => {
    const fetch = vi.fn(async () =>
      new Response(JSON.stringify({ title: 'Rainbow', imageUrl: '/api/photos/shared/ABCD1234/image' }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage('ABCD1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rainbow' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rainbow' })).toHaveAttribute('src', '/api/photos/shared/ABCD1234/image');
    expect(fetch).toHaveBeenCalledWith('/api/photos/shared/ABCD1234', expect.objectContaining({ method: 'GET' }));
  });

  it('a code that is no longer shared shows the friendly not-found page', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":{"code":"not_found","message":"gone"}}', { status: 404 })));
    renderPage('ZZZZ9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo not found' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Rainbow' })).toBeNull();
  });

  it('a code of the wrong shape is not even asked for', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPage('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo not found' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

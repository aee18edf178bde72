// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { AvatarPopupProvider, useAvatarPopup } from './AvatarPopup';

function renderProvider() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AvatarPopupProvider>{children}</AvatarPopupProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useAvatarPopup(), { wrapper }).result.current;
}

describe('AvatarPopupProvider', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.avatarSaved, 'true'));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('keeps a prompt when a section greeting arrives before the prompt has rendered', () => {
    const popup = renderProvider();
    act(() => {
      popup.show('Ask me anything!', { context: 'prompt', speak: false });
      popup.show('Hooray, Schoolwork!', { context: 'greeting', speak: false });
    });
    expect(screen.getByTestId('avatar-popup').textContent).toContain('Ask me anything!');
  });

  it('lets a prompt replace a greeting', () => {
    const popup = renderProvider();
    act(() => popup.show('Hooray, Schoolwork!', { context: 'greeting', speak: false }));
    act(() => popup.show('Ask me anything!', { context: 'prompt', speak: false }));
    expect(screen.getByTestId('avatar-popup').textContent).toContain('Ask me anything!');
  });

  it('shows a greeting again once the earlier popup was closed', () => {
    const popup = renderProvider();
    act(() => popup.show('Ask me anything!', { context: 'prompt', speak: false }));
    act(() => popup.hide());
    act(() => popup.show('Hooray, Music!', { context: 'greeting', speak: false }));
    expect(screen.getByTestId('avatar-popup').textContent).toContain('Hooray, Music!');
  });
});

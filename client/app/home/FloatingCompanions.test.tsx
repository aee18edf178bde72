// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FloatingCompanions } from './FloatingCompanions';

function screenWidth(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: px >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('FloatingCompanions', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws the two floating McKenzies on a wide screen', () => {
    screenWidth(1440);
    render(<FloatingCompanions />);
    expect(screen.getAllByTestId('floating-companion')).toHaveLength(1);
    expect(document.querySelectorAll('svg').length).toBe(2);
  });

  it('makes no drawings on a tablet or a phone, where there is no room for them', () => {
    for (const px of [1024, 390]) {
      screenWidth(px);
      render(<FloatingCompanions />);
      expect(document.querySelectorAll('svg').length).toBe(0);
      cleanup();
    }
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MCKENZIE_POSES, McKenzie, McKenzieFace } from './index';

afterEach(cleanup);

describe('McKenzie', () => {
  it.each(MCKENZIE_POSES.map((p) => [p]))('renders the %s pose as a titled image', (pose) => {
    const { container } = render(<McKenzie pose={pose} title={`McKenzie ${pose}`} />);
    const img = screen.getByRole('img', { name: `McKenzie ${pose}` });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img.getAttribute('viewBox')).toBeTruthy();
    expect(container.querySelector('title')?.textContent).toBe(`McKenzie ${pose}`);
  });

  it('has eight poses and defaults to the name McKenzie', () => {
    expect(MCKENZIE_POSES).toHaveLength(8);
    render(<McKenzie />);
    expect(screen.getByRole('img', { name: 'McKenzie' })).toBeTruthy();
  });

  it('sizes by height and keeps the aspect', () => {
    render(<McKenzie size={280} />);
    const svg = screen.getByRole('img');
    expect(svg.getAttribute('height')).toBe('280');
    expect(Number(svg.getAttribute('width'))).toBeGreaterThan(150);
    expect(Number(svg.getAttribute('width'))).toBeLessThan(280);
  });

  it('gives each instance its own ids', () => {
    const { container } = render(
      <div>
        <McKenzie pose="waving" />
        <McKenzie pose="waving" />
        <McKenzieFace expression="talking" />
      </div>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    expect(new Set(ids).size).toBe(ids.length);
    for (const svg of container.querySelectorAll('svg')) {
      const own = new Set([...svg.querySelectorAll('[id]')].map((el) => el.id));
      for (const el of svg.querySelectorAll('[fill^="url(#"]')) {
        expect(own.has(el.getAttribute('fill')!.slice(5, -1))).toBe(true);
      }
      expect(own.has(svg.getAttribute('aria-labelledby')!)).toBe(true);
    }
  });

  it('applies the skin tone and ignores junk colours', () => {
    const { container, rerender } = render(<McKenzie skinTone="#f1c27d" />);
    expect(container.innerHTML).toContain('#f1c27d');
    rerender(<McKenzie skinTone="url(javascript:alert(1))" />);
    expect(container.innerHTML).not.toContain('javascript');
  });

  it('can switch the animations off', () => {
    const { container, rerender } = render(<McKenzie />);
    expect(container.querySelector('svg')?.getAttribute('class')).toContain('mck-animated');
    rerender(<McKenzie animated={false} className="extra" />);
    const cls = container.querySelector('svg')?.getAttribute('class') ?? '';
    expect(cls).not.toContain('mck-animated');
    expect(cls).toContain('extra');
  });

  it('renders the face-only avatar with every expression', () => {
    for (const expression of ['happy', 'talking', 'thinking', 'gentle'] as const) {
      const { unmount } = render(<McKenzieFace expression={expression} title="McKenzie face" />);
      expect(screen.getByRole('img', { name: 'McKenzie face' })).toBeTruthy();
      unmount();
    }
  });
});

describe('McKenzie look from the customization', () => {
  it('draws her in the chosen skin tone everywhere inside the provider, unless a skinTone is given', async () => {
    const { McKenzieLookProvider, SKIN_TONE_HEX } = await import('./look');
    const { container } = render(
      <McKenzieLookProvider skinColor="deep">
        <McKenzie title="a" />
        <McKenzieFace title="b" />
      </McKenzieLookProvider>,
    );
    const [body, face] = [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    expect(body).toContain(SKIN_TONE_HEX.deep);
    expect(face).toContain(SKIN_TONE_HEX.deep);
    cleanup();
    const own = render(
      <McKenzieLookProvider skinColor="deep">
        <McKenzie title="c" skinTone="#123456" />
      </McKenzieLookProvider>,
    );
    expect(own.container.innerHTML).toContain('#123456');
    expect(own.container.innerHTML).not.toContain(SKIN_TONE_HEX.deep);
  });

  it('keeps her own colours when nothing was chosen', () => {
    const { container } = render(<McKenzie />);
    expect(container.innerHTML).toContain('#a8663f');
  });
});

describe('her own tone', () => {
  it('is one of the Customize choices, so the screen can show it selected', async () => {
    const { OWN_SKIN_COLOR, SKIN_TONE_HEX } = await import('./look');
    const { DEFAULT_SKIN } = await import('./palette');
    expect(SKIN_TONE_HEX[OWN_SKIN_COLOR]).toBe(DEFAULT_SKIN);
  });
});

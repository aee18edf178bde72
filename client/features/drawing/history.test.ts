import { describe, expect, it } from 'vitest';
import { allOps, canRedo, canUndo, createHistory, pushOp, redo, undo, UNDO_LIMIT } from './history';
import { hasDrawing, visibleOps, type DrawOp } from './ops';

const stamp = (text: string): DrawOp => ({
  kind: 'stamp',
  stamp: 'letter',
  text,
  x: 1,
  y: 1,
  size: 48,
  color: '#000000',
});

describe('undo history', () => {
  it('undoes and redoes in order, and a new step forgets what was undone', () => {
    let h = createHistory<string>();
    expect(canUndo(h)).toBe(false);
    h = pushOp(pushOp(pushOp(h, 'a'), 'b'), 'c');
    h = undo(undo(h));
    expect(allOps(h)).toEqual(['a']);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(allOps(h)).toEqual(['a', 'b']);
    h = pushOp(h, 'd');
    expect(canRedo(h)).toBe(false);
    expect(allOps(h)).toEqual(['a', 'b', 'd']);
    expect(undo(createHistory())).toEqual(createHistory());
    expect(redo(h)).toBe(h);
  });

  it('keeps at least 30 undo steps; older ones become permanent', () => {
    expect(UNDO_LIMIT).toBeGreaterThanOrEqual(30);
    let h = createHistory<number>([-1]);
    for (let i = 0; i < UNDO_LIMIT + 5; i += 1) h = pushOp(h, i);
    expect(h.done).toHaveLength(UNDO_LIMIT);
    for (let i = 0; i < UNDO_LIMIT + 10; i += 1) h = undo(h);
    expect(allOps(h)).toEqual([-1, 0, 1, 2, 3, 4]);
  });

  it('a restored draft is the base and cannot be undone away', () => {
    const draft: DrawOp = { kind: 'image', src: 'data:image/png;base64,AAAA' };
    const h = undo(createHistory<DrawOp>([draft]));
    expect(allOps(h)).toEqual([draft]);
    expect(hasDrawing(allOps(h))).toBe(true);
  });
});

describe('Clear All', () => {
  it('empties the paper and is undoable', () => {
    let h = pushOp(pushOp(createHistory<DrawOp>(), stamp('A')), stamp('B'));
    h = pushOp(h, { kind: 'clear' });
    expect(visibleOps(allOps(h))).toEqual([]);
    expect(hasDrawing(allOps(h))).toBe(false);
    h = pushOp(h, stamp('C'));
    expect(visibleOps(allOps(h))).toEqual([stamp('C')]);
    h = undo(undo(h));
    expect(visibleOps(allOps(h))).toEqual([stamp('A'), stamp('B')]);
  });
});

/**
 * Undo and redo over a list of drawing operations. `base` holds what can no longer be undone
 * (a restored draft, and steps older than the undo limit); `done` can be undone; `undone` redone.
 */
export interface OpHistory<T> {
  readonly base: readonly T[];
  readonly done: readonly T[];
  readonly undone: readonly T[];
}

/** At least 30 steps can be undone (we keep 50). */
export const UNDO_LIMIT = 50;

export function createHistory<T>(base: readonly T[] = []): OpHistory<T> {
  return { base, done: [], undone: [] };
}

/** Adds an operation; anything undone is forgotten, and steps beyond the limit become permanent. */
export function pushOp<T>(history: OpHistory<T>, op: T, limit = UNDO_LIMIT): OpHistory<T> {
  const done = [...history.done, op];
  const overflow = Math.max(0, done.length - limit);
  return {
    base: overflow ? [...history.base, ...done.slice(0, overflow)] : history.base,
    done: done.slice(overflow),
    undone: [],
  };
}

export const canUndo = <T>(history: OpHistory<T>) => history.done.length > 0;
export const canRedo = <T>(history: OpHistory<T>) => history.undone.length > 0;

export function undo<T>(history: OpHistory<T>): OpHistory<T> {
  if (!canUndo(history)) return history;
  const op = history.done[history.done.length - 1]!;
  return { base: history.base, done: history.done.slice(0, -1), undone: [...history.undone, op] };
}

export function redo<T>(history: OpHistory<T>): OpHistory<T> {
  if (!canRedo(history)) return history;
  const op = history.undone[history.undone.length - 1]!;
  return { base: history.base, done: [...history.done, op], undone: history.undone.slice(0, -1) };
}

/** Every operation in effect, oldest first. */
export function allOps<T>(history: OpHistory<T>): T[] {
  return [...history.base, ...history.done];
}

/** Where the grown-ups area reads the time; tests (and the e2e test clock) move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock running at real speed, shifted by an offset that can be moved forward. */
export function offsetClock(base: Clock = systemClock): Clock & { advance(ms: number): void; offsetMs(): number } {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance(ms) {
      offset += ms;
    },
    offsetMs: () => offset,
  };
}

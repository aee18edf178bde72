/** Singalong playback ticks every 0.1 s (spec §9). */
export const TICK_SECONDS = 0.1;
export const TICK_MS = TICK_SECONDS * 1000;

/** The time after one tick; at the song's end playback stops and the time goes back to 0 (spec §4). */
export function nextTick(time: number, duration: number): { time: number; ended: boolean } {
  const next = Math.round((time + TICK_SECONDS) * 10) / 10;
  return next >= duration ? { time: 0, ended: true } : { time: next, ended: false };
}

/** "0:07" from seconds. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

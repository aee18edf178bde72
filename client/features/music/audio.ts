import { TONE_GAIN } from '../../../content/music';

let context: AudioContext | null = null;

/** The one AudioContext for music and songs, made on first use (after a tap, so browsers allow sound). */
export function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** Sounds one sine tone at gain 0.3 (spec §9), fading out so notes do not click. */
export function playTone(ctx: AudioContext, destination: AudioNode, frequency: number, seconds: number): void {
  const start = ctx.currentTime;
  const oscillator = ctx.createOscillator();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(frequency, start);
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(TONE_GAIN, start);
  gain.gain.exponentialRampToValueAtTime(0.001, start + Math.max(0.05, seconds));
  oscillator.connect(gain).connect(destination);
  oscillator.start(start);
  oscillator.stop(start + Math.max(0.05, seconds) + 0.02);
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { notesStartingAt, type Song } from '../../../content/music';
import { audioContext, playTone } from './audio';
import { nextTick, TICK_MS } from './songClock';

/**
 * Plays a song's melody on 0.1 s ticks: each tick sounds the notes starting in its window and moves
 * the time on; at the end playback stops and the time resets to 0. Leaving the song stops it.
 */
export function useSongPlayback(song: Song) {
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const timeRef = useRef(0);
  const timer = useRef<number | null>(null);

  const halt = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
    setPlaying(false);
  }, []);

  const moveTo = (seconds: number) => {
    timeRef.current = seconds;
    setTime(seconds);
  };

  const play = useCallback(() => {
    if (timer.current !== null) return;
    const ctx = audioContext();
    if (ctx) void ctx.resume();
    const tick = () => {
      if (ctx) {
        for (const note of notesStartingAt(song.melody, timeRef.current)) playTone(ctx, ctx.destination, note.frequency, note.duration * 0.9);
      }
      const next = nextTick(timeRef.current, song.duration);
      moveTo(next.time);
      if (next.ended) halt();
    };
    setPlaying(true);
    tick();
    timer.current = window.setInterval(tick, TICK_MS);
  }, [song, halt]);

  const pause = halt;
  const stop = useCallback(() => {
    halt();
    moveTo(0);
  }, [halt]);
  const reset = useCallback(() => moveTo(0), []);

  useEffect(() => halt, [song, halt]);

  return { time, playing, play, pause, stop, reset };
}

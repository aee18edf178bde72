import { useSyncExternalStore } from 'react';
import { musicEngine, type MusicState } from './musicEngine';

export function useMusic(): MusicState {
  return useSyncExternalStore(musicEngine.subscribe, musicEngine.getState, musicEngine.getState);
}

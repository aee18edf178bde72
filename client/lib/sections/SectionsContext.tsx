import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  canGoBack,
  canGoForward,
  currentEntry,
  goBack,
  goForward,
  goHome,
  initialHistory,
  openSection,
  type SectionEntry,
  type SectionKey,
  type SectionParams,
} from './sectionHistory';

export interface SectionsApi {
  current: SectionEntry;
  canGoBack: boolean;
  canGoForward: boolean;
  open(key: SectionKey, params?: SectionParams): void;
  back(): void;
  forward(): void;
  home(): void;
  /** Whether a section exists in this build (a tile for a missing one is hidden, never a dead end). */
  isAvailable(key: SectionKey): boolean;
}

const SectionsContext = createContext<SectionsApi | null>(null);

export function SectionsProvider({ children, isAvailable }: { children: ReactNode; isAvailable(key: SectionKey): boolean }) {
  const [history, setHistory] = useState(initialHistory);
  const open = useCallback(
    (key: SectionKey, params?: SectionParams) => setHistory((h) => openSection(h, params ? { key, params } : { key })),
    [],
  );
  const back = useCallback(() => setHistory(goBack), []);
  const forward = useCallback(() => setHistory(goForward), []);
  const home = useCallback(() => setHistory(goHome), []);
  const api = useMemo<SectionsApi>(
    () => ({
      current: currentEntry(history),
      canGoBack: canGoBack(history),
      canGoForward: canGoForward(history),
      open,
      back,
      forward,
      home,
      isAvailable,
    }),
    [history, open, back, forward, home, isAvailable],
  );
  return <SectionsContext.Provider value={api}>{children}</SectionsContext.Provider>;
}

export function useSections(): SectionsApi {
  const api = useContext(SectionsContext);
  if (!api) throw new Error('useSections must be used inside SectionsProvider');
  return api;
}

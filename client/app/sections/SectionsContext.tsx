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
}

const SectionsContext = createContext<SectionsApi | null>(null);

export function SectionsProvider({ children }: { children: ReactNode }) {
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
    }),
    [history, open, back, forward, home],
  );
  return <SectionsContext.Provider value={api}>{children}</SectionsContext.Provider>;
}

export function useSections(): SectionsApi {
  const api = useContext(SectionsContext);
  if (!api) throw new Error('useSections must be used inside SectionsProvider');
  return api;
}

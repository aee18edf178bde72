import { createContext, useContext, type ReactNode } from 'react';
import type { SkinColor } from '../../../contract/profileConstants';

/** The colour of each skin-tone choice on the Customize screen (spec part 2 §3), lightest to deepest. */
export const SKIN_TONE_HEX: Record<SkinColor, string> = {
  'very-light': '#fbe0cf',
  light: '#f1c6a4',
  'medium-light': '#dfa47c',
  medium: '#c68658',
  'medium-dark': '#a8663f',
  dark: '#84492b',
  'very-dark': '#643520',
  deep: '#4a2617',
};

/** The tone she is drawn in (palette DEFAULT_SKIN): what Customize shows before the child has chosen one. */
export const OWN_SKIN_COLOR: SkinColor = 'medium-dark';

interface McKenzieLook {
  /** #rrggbb; undefined keeps her own colours */
  skinTone?: string;
}

const LookContext = createContext<McKenzieLook>({});

/** The child's customization, applied to every McKenzie drawn inside (a skinTone prop still wins). */
export function McKenzieLookProvider({ skinColor, children }: { skinColor: SkinColor | undefined; children: ReactNode }) {
  return <LookContext.Provider value={{ skinTone: skinColor ? SKIN_TONE_HEX[skinColor] : undefined }}>{children}</LookContext.Provider>;
}

export function useMcKenzieLook(): McKenzieLook {
  return useContext(LookContext);
}

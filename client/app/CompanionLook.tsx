import type { ReactNode } from 'react';
import { useProfile } from '../lib/profile';
import { McKenzieLookProvider } from '../ui/mckenzie';

/** McKenzie looks the way the child customized her, on every screen. */
export function CompanionLook({ children }: { children: ReactNode }) {
  const profile = useProfile();
  return <McKenzieLookProvider skinColor={profile.data?.customization?.skinColor}>{children}</McKenzieLookProvider>;
}

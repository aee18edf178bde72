import { useSectionGreeting } from '../../shared/voice/useAvatarMoments';

/**
 * Rendered inside the section's Suspense boundary beside the section itself, so the greeting's
 * second counts from the section on screen, not from the tap (its code and words may still be loading).
 */
export function SectionGreeting({ sectionKey, title }: { sectionKey: string; title: string }) {
  useSectionGreeting(sectionKey, title);
  return null;
}

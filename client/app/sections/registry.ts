import i18next from 'i18next';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SectionKey } from '../../lib/sections/sectionHistory';
import type { SectionProps } from '../../lib/sections/types';

export interface SectionDefinition {
  /** i18n key in the common namespace, under `sections.` */
  titleKey: string;
  component: LazyExoticComponent<ComponentType<SectionProps>>;
}

const loadChat = () => import('../../features/chat/ChatSection');

/** Every section a child can open; each is its own lazily loaded chunk. Add one line per section. */
export const SECTIONS: Partial<Record<SectionKey, SectionDefinition>> = {
  chat: {
    titleKey: 'sections.chat',
    component: lazy(() => loadChat().then((m) => ({ default: m.ChatSection }))),
  },
  drawing: { titleKey: 'sections.drawing', component: lazy(() => import('../../features/drawing/DrawingSection').then((m) => ({ default: m.DrawingSection }))) },
  drawings: { titleKey: 'sections.drawings', component: lazy(() => import('../../features/drawings/DrawingsSection').then((m) => ({ default: m.DrawingsSection }))) },
  schoolwork: { titleKey: 'sections.schoolwork', component: lazy(() => import('../../features/schoolwork/SchoolworkSection').then((m) => ({ default: m.SchoolworkSection }))) },
  reading: { titleKey: 'sections.reading', component: lazy(() => import('../../features/reading/ReadingSection').then((m) => ({ default: m.ReadingSection }))) },
  writing: { titleKey: 'sections.writing', component: lazy(() => import('../../features/writing/WritingSection').then((m) => ({ default: m.WritingSection }))) },
  stories: { titleKey: 'sections.stories', component: lazy(() => import('../../features/stories/StoriesSection').then((m) => ({ default: m.StoriesSection }))) },
  feelings: { titleKey: 'sections.feelings', component: lazy(() => import('../../features/feelings/FeelingsSection').then((m) => ({ default: m.FeelingsSection }))) },
  activities: { titleKey: 'sections.activities', component: lazy(() => import('../../features/activities/ActivitiesSection').then((m) => ({ default: m.ActivitiesSection }))) },
  name: { titleKey: 'sections.name', component: lazy(() => import('../../features/onboarding/NameSection').then((m) => ({ default: m.NameSection }))) },
  customize: { titleKey: 'sections.customize', component: lazy(() => import('../../features/customize/CustomizeSection').then((m) => ({ default: m.CustomizeSection }))) },
  '3d-avatar': { titleKey: 'sections.avatar', component: lazy(() => import('../../features/avatar/AvatarSection').then((m) => ({ default: m.AvatarSection }))) },
  voice: { titleKey: 'sections.voice', component: lazy(() => import('../../features/voice/VoiceSettingsSection').then((m) => ({ default: m.VoiceSettingsSection }))) },
  languages: { titleKey: 'sections.languages', component: lazy(() => import('../../features/languages/LanguagesSection').then((m) => ({ default: m.LanguagesSection }))) },
  parental: { titleKey: 'sections.parental', component: lazy(() => import('../../features/parental/ParentalSection').then((m) => ({ default: m.ParentalSection }))) },
  geography: { titleKey: 'sections.geography', component: lazy(() => import('../../features/geography/GeographySection').then((m) => ({ default: m.GeographySection }))) },
  photos: { titleKey: 'home.tiles.photos.title', component: lazy(() => import('../../features/photos/PhotosSection').then((m) => ({ default: m.PhotosSection }))) },
  music: { titleKey: 'sections.music', component: lazy(() => import('../../features/music/MusicSection').then((m) => ({ default: m.MusicSection }))) },
  mood: { titleKey: 'sections.mood', component: lazy(() => import('../../features/mood/MoodSection').then((m) => ({ default: m.MoodSection }))) },
};

export function isSectionAvailable(key: SectionKey): boolean {
  return key in SECTIONS;
}

/**
 * Ask Anything is what most children open first: once Home has painted and the browser is idle, its
 * code and strings are fetched, so the first tap opens it at once. Failures are left to the real open.
 */
export function preloadChatWhenIdle(): () => void {
  const preload = () => {
    loadChat().catch(() => undefined);
    i18next.loadNamespaces('chat').catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(preload, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(preload, 1500);
  return () => clearTimeout(timer);
}

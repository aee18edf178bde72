import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Route, Switch } from 'wouter';
import { AvatarPopupProvider } from '../shared/voice/AvatarPopup';
import { createQueryClient } from '../lib/api';
import { LiveReplies } from '../lib/liveReplies';
import { LoadingScreen } from '../ui/LoadingScreen';
import { NotFoundPage } from './NotFoundPage';
import { ProfileSync } from './ProfileSync';
import { isSectionAvailable } from './sections/registry';
import { SectionHost } from './sections/SectionHost';
import { SectionsProvider } from '../lib/sections/SectionsContext';
import { Toaster } from './toast/Toaster';

const SharedRecordingPage = lazy(() =>
  import('../features/shared-page/SharedRecordingPage').then((m) => ({ default: m.SharedRecordingPage })),
);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveReplies />
      <ProfileSync />
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <Suspense fallback={<LoadingScreen label="" />}>
          <Switch>
            <Route path="/">
              <SectionsProvider isAvailable={isSectionAvailable}>
                <AvatarPopupProvider>
                  <SectionHost />
                </AvatarPopupProvider>
              </SectionsProvider>
            </Route>
            <Route path="/shared/:shareCode?">
              {(params: { shareCode?: string }) => <SharedRecordingPage shareCode={params.shareCode} />}
            </Route>
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
          <Toaster />
        </Suspense>
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}

import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Route, Switch } from 'wouter';
import { AvatarPopupProvider } from '../shared/voice/AvatarPopup';
import { createQueryClient } from '../lib/api';
import { LiveReplies } from '../lib/liveReplies';
import { LoadingScreen } from '../ui/LoadingScreen';
import { CompanionLook } from './CompanionLook';
import { NotFoundPage } from './NotFoundPage';
import { ProfileSync } from './ProfileSync';
import { isSectionAvailable } from './sections/registry';
import { SectionHost } from './sections/SectionHost';
import { SectionsProvider } from '../lib/sections/SectionsContext';
import { Toaster } from './toast/Toaster';
import { WelcomeProvider } from './welcome/WelcomeProvider';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveReplies />
      <ProfileSync />
      <CompanionLook>
        <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
          <Suspense fallback={<LoadingScreen label="" />}>
            <Switch>
              <Route path="/">
                <SectionsProvider isAvailable={isSectionAvailable}>
                  <AvatarPopupProvider>
                    <WelcomeProvider>
                      <SectionHost />
                    </WelcomeProvider>
                  </AvatarPopupProvider>
                </SectionsProvider>
              </Route>
              <Route>
                <NotFoundPage />
              </Route>
            </Switch>
            <Toaster />
          </Suspense>
        </Tooltip.Provider>
      </CompanionLook>
    </QueryClientProvider>
  );
}

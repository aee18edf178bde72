import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { parentalQueries } from '../../lib/queries/parental';
import { useSections } from '../../lib/sections/SectionsContext';
import { useTimeLimitReached } from '../../lib/timeLimitSignal';
import { useCurrentUser } from '../../lib/users';

const RestScreen = lazy(() => import('./RestScreen').then((m) => ({ default: m.RestScreen })));

/** The minute ticker: while a session runs, today's time is re-read from the server every 60 s. */
const TICK_MS = 60_000;

/**
 * Covers the app with the friendly 'time to rest' screen once today's time is used: when the
 * server's time says so (the minute ticker) or any call answers time_limit_reached. Only a
 * grown-up's PIN lifts it; the parent area itself stays reachable for them.
 */
export function RestGate() {
  const queryClient = useQueryClient();
  const sections = useSections();
  const user = useCurrentUser();
  const time = useQuery({
    ...parentalQueries.time(),
    enabled: user.isSuccess,
    refetchInterval: (query) => (query.state.data?.sessionActive ? TICK_MS : false),
  });
  // When a call was refused, until fresh time arrives from the server.
  const [signalledAt, setSignalledAt] = useState<number | null>(null);
  const onReached = useCallback(() => {
    setSignalledAt(Date.now());
    void queryClient.invalidateQueries({ queryKey: parentalQueries.time().queryKey });
  }, [queryClient]);
  useTimeLimitReached(onReached);

  const limitReached = time.data?.limitReached ?? false;
  const signalled = signalledAt !== null && time.dataUpdatedAt <= signalledAt;
  const resting = (limitReached || signalled) && sections.current.key !== 'parental';
  if (!resting) return null;
  return (
    <Suspense fallback={<div className="fixed inset-0 z-50 bg-sky" />}>
      <RestScreen limitMinutes={time.data?.limitMinutes ?? 0} onOpenParentArea={() => sections.open('parental')} />
    </Suspense>
  );
}

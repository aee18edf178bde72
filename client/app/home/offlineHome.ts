import { useEffect, useRef } from 'react';
import { HttpError } from '../../lib/api';

interface QueryState {
  isPending: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/**
 * The server could not be reached at all: the browser is offline (the query waits, paused) or the
 * request got no answer (flaky Wi-Fi). An answer that said no (an HttpError) is not that.
 */
export function isUnreachable(query: Omit<QueryState, 'refetch'>): boolean {
  if (query.isPending && query.fetchStatus === 'paused') return true;
  return query.error !== null && !(query.error instanceof HttpError);
}

/** How often Home asks the server again while it is out of reach. */
export const OFFLINE_RETRY_MS = 8_000;

/**
 * Whether Home should open from what the browser remembers, because the server is out of reach.
 * Paused queries resume by themselves once the network is back; failed ones are asked again when the
 * browser says it is back online, and every few seconds meanwhile: on flaky school Wi-Fi the browser
 * often still believes it is online, and no "online" event ever comes.
 */
export function useOfflineHome(queries: readonly QueryState[]): boolean {
  const offline = queries.some(isUnreachable);
  const latest = useRef(queries);
  useEffect(() => {
    latest.current = queries;
  });
  useEffect(() => {
    if (!offline) return;
    const retry = () => {
      for (const query of latest.current) if (query.error && query.fetchStatus === 'idle') void query.refetch();
    };
    window.addEventListener('online', retry);
    const timer = window.setInterval(retry, OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [offline]);
  return offline;
}

import { useEffect } from 'react';
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

/**
 * Whether Home should open from what the browser remembers, because the server is out of reach.
 * Paused queries resume by themselves once the network is back; failed ones are asked again then.
 */
export function useOfflineHome(queries: readonly QueryState[]): boolean {
  const offline = queries.some(isUnreachable);
  useEffect(() => {
    if (!offline) return;
    const retry = () => {
      for (const query of queries) if (query.error) void query.refetch();
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline, queries]);
  return offline;
}

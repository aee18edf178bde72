import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** A non-2xx response becomes an Error whose message is "{status}: {body text or status text}" (spec §8). */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new HttpError(response.status, `${response.status}: ${text}`);
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The server's `{ error: { message } }`, when the body has one. */
  get serverMessage(): string | undefined {
    const json = this.message.slice(this.message.indexOf(':') + 1).trim();
    try {
      return (JSON.parse(json) as { error?: { message?: string } }).error?.message;
    } catch {
      return undefined;
    }
  }
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * The default query: GET the path made of the key's string segments joined by slashes;
 * a trailing object segment becomes the query string (`['/api/messages', { category }]`).
 */
export function urlFromQueryKey(queryKey: readonly unknown[]): string {
  const segments = queryKey.filter((part) => typeof part === 'string' || typeof part === 'number');
  const last = queryKey[queryKey.length - 1];
  const path = segments.join('/');
  if (last && typeof last === 'object') {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(last as Record<string, unknown>)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  }
  return path;
}

export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(urlFromQueryKey(queryKey), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

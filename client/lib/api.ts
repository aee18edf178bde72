import { QueryClient } from '@tanstack/react-query';

/** A non-2xx response becomes an Error whose message is "{status}: {body text or status text}" (spec §8). */
export async function throwIfNotOk(response: Response): Promise<void> {
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

  /** The server's `{ error: { code } }`, when the body has one. */
  get serverCode(): string | undefined {
    return this.serverError()?.code;
  }

  /** The server's `{ error: { message } }`, when the body has one. */
  get serverMessage(): string | undefined {
    return this.serverError()?.message;
  }

  private serverError(): { code?: string; message?: string } | undefined {
    const json = this.message.slice(this.message.indexOf(':') + 1).trim();
    try {
      return (JSON.parse(json) as { error?: { code?: string; message?: string } }).error;
    } catch {
      return undefined;
    }
  }
}

/** Every query brings its own queryFn from a per-area factory (client/lib/queries, features/<area>/queries.ts). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

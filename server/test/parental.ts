import type { Clock } from '../features/parental/clock';
import type { TestApp } from './testApp';

/** A clock that stands still until a test moves it. */
export function manualClock(start: Date): Clock & { advanceMinutes(minutes: number): void; set(at: Date): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceMinutes(minutes) {
      now += minutes * 60_000;
    },
    set(at) {
      now = at.getTime();
    },
  };
}

/** Creates the PIN (first call) or unlocks with it; answers the child's cookie plus the parent grant cookie. */
export async function asParent(t: TestApp, childCookie: string, pin = '2468'): Promise<string> {
  const status = await t.app.inject({ method: 'GET', url: '/api/parental/status', headers: { cookie: childCookie } });
  const hasPin = (status.json() as { hasPin: boolean }).hasPin;
  const response = await t.app.inject({
    method: 'POST',
    url: hasPin ? '/api/parental/unlock' : '/api/parental/pin',
    headers: { cookie: childCookie },
    payload: hasPin ? { pin } : { pin, confirm: pin },
  });
  const grant = response.cookies.find((c) => c.name === 'mckenzie_parent');
  if (!grant) throw new Error(`no parent grant: ${response.statusCode} ${response.body}`);
  return `${childCookie}; mckenzie_parent=${grant.value}`;
}

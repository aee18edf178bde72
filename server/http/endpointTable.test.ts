import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/api';
import { createTestApp, type TestApp } from '../test/testApp';

describe('the endpoint table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('has every registered API route, and every contract endpoint is registered', () => {
    expect([...t.app.endpointKeys].sort()).toEqual(Object.keys(api).sort());
  });

  it('registers no /api route by hand, outside the table', () => {
    const printed = t.app.printRoutes({ commonPrefix: false });
    const apiLines = printed.split('\n').filter((line) => line.includes('/api/'));
    // printRoutes shows one line per path; a path under another one (/api/messages/stream) is printed as its child.
    const paths = [...new Set(Object.keys(api).map((key) => key.split(' ')[1] as string))];
    const topLevel = paths.filter((path) => !paths.some((other) => other !== path && path.startsWith(`${other}/`)));
    expect(apiLines.length).toBe(topLevel.length);
    for (const line of apiLines) {
      const path = line.replace(/^[\s│├└─]+/, '').split(' ')[0] ?? '';
      const known = Object.keys(api).some((key) => key.split(' ')[1] === path);
      expect(known, `${path} is not in contract/api.ts`).toBe(true);
    }
  });
});

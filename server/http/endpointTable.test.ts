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
    expect(apiLines.length).toBeGreaterThanOrEqual(Object.keys(api).length - 5);
    for (const line of apiLines) {
      const path = line.replace(/^[\s│├└─]+/, '').split(' ')[0] ?? '';
      const known = Object.keys(api).some((key) => key.split(' ')[1] === path);
      expect(known, `${path} is not in contract/api.ts`).toBe(true);
    }
  });
});

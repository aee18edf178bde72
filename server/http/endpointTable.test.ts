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
    // printRoutes draws a tree: a nested line ("│   └── /limit (PUT)") continues its parent's path.
    const printed = t.app.printRoutes({ commonPrefix: false });
    const parents: string[] = [];
    const paths = new Set<string>();
    for (const line of printed.split('\n')) {
      const match = /^([\s│]*)[├└]── (\S+)/.exec(line);
      if (!match) continue;
      const depth = (match[1] ?? '').length / 4;
      const full = (depth > 0 ? (parents[depth - 1] ?? '') : '') + (match[2] ?? '');
      parents[depth] = full;
      parents.length = depth + 1;
      paths.add(full);
    }
    const apiPaths = [...paths].filter((path) => path.startsWith('/api/'));
    const contractPaths = new Set(Object.keys(api).map((key) => key.split(' ')[1]));
    expect(apiPaths.length).toBeGreaterThanOrEqual(contractPaths.size);
    for (const path of apiPaths) {
      expect(contractPaths.has(path), `${path} is not in contract/api.ts`).toBe(true);
    }
  });
});

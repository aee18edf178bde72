import { describe, expect, it } from 'vitest';
import { api } from '../../contract/api';
import { useTestApp } from '../test/testApp';

describe('the endpoint table', () => {
  const t = useTestApp();

  it('has every registered API route, and every contract endpoint is registered', () => {
    expect([...t.app.endpointKeys].sort()).toEqual(Object.keys(api).sort());
  });

  it('registers no /api route by hand, outside the table', () => {
    expect(t.app.apiRoutes.size).toBeGreaterThan(10);
    expect([...t.app.apiRoutes].sort()).toEqual(Object.keys(api).sort());
  });
});

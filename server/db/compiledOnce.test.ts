import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiledOnce';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrate';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mckenzie-compiled-'));
const db = openDatabase({ dataDir });
afterAll(async () => {
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('compiledOnce', () => {
  it("binds each call's values to the SQL Kysely compiled once, constants included", async () => {
    await migrateToLatest(db);
    const query = compiledOnce({ name: '\u0001name', after: -1 }, (v) =>
      db.kysely.selectFrom('users').select(['id', 'display_name']).where('display_name', '=', v.name).where('id', '>', v.after).where('kind', '=', 'child').orderBy('id'),
    );
    const insert = (kind: 'child' | 'companion', name: string) =>
      db.kysely.insertInto('users').values({ kind, display_name: name, created_at: '2026-01-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
    const ada = await insert('child', 'Ada');
    await insert('companion', 'Ada');
    const ada2 = await insert('child', 'Ada');
    const bo = await insert('child', 'Bo');

    const run = async (values: { name: string; after: number }) => (await db.kysely.executeQuery(query(values))).rows;
    expect(await run({ name: 'Ada', after: 0 })).toEqual([{ id: ada.id, display_name: 'Ada' }, { id: ada2.id, display_name: 'Ada' }]);
    expect(await run({ name: 'Ada', after: ada.id })).toEqual([{ id: ada2.id, display_name: 'Ada' }]);
    expect(await run({ name: 'Bo', after: 0 })).toEqual([{ id: bo.id, display_name: 'Bo' }]);
  });

  it('refuses stand-ins that cannot be told apart, and values the SQL does not bind', () => {
    const build = (v: { a: number; b: number }) => db.kysely.selectFrom('users').selectAll().where('id', '=', v.a).where('id', '!=', v.b);
    expect(() => compiledOnce({ a: 1, b: 1 }, build)).toThrow(/distinct/);
    expect(() => compiledOnce({ a: 1, b: 2, unused: 3 }, (v) => build(v))).toThrow(/unused not bound/);
  });
});

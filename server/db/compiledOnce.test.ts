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
    const query = compiledOnce({ kind: '\u0001kind', after: -1 }, (v) =>
      db.kysely.selectFrom('users').select(['id', 'display_name']).where('kind', '=', v.kind).where('id', '>', v.after).where('display_name', '!=', 'Nobody').orderBy('id'),
    );
    const insert = (kind: string, name: string) =>
      db.kysely.insertInto('users').values({ kind, display_name: name, created_at: '2026-01-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
    const ada = await insert('test-child', 'Ada');
    await insert('test-companion', 'McKenzie');
    await insert('test-child', 'Nobody');
    const bo = await insert('test-child', 'Bo');

    expect((await db.kysely.executeQuery(query({ kind: 'test-child', after: 0 }))).rows).toEqual([
      { id: ada.id, display_name: 'Ada' },
      { id: bo.id, display_name: 'Bo' },
    ]);
    expect((await db.kysely.executeQuery(query({ kind: 'test-child', after: ada.id }))).rows).toEqual([{ id: bo.id, display_name: 'Bo' }]);
    expect((await db.kysely.executeQuery(query({ kind: 'test-companion', after: 0 }))).rows).toEqual([{ id: ada.id + 1, display_name: 'McKenzie' }]);
  });

  it('refuses stand-ins that cannot be told apart, and values the SQL does not bind', () => {
    const build = (v: { a: number; b: number }) => db.kysely.selectFrom('users').selectAll().where('id', '=', v.a).where('id', '!=', v.b);
    expect(() => compiledOnce({ a: 1, b: 1 }, build)).toThrow(/distinct/);
    expect(() => compiledOnce({ a: 1, b: 2, unused: 3 }, (v) => build(v))).toThrow(/unused not bound/);
  });
});

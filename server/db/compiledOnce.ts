import { CompiledQuery, type Compilable } from 'kysely';

/**
 * A query the hot path runs over and over: Kysely builds and compiles it once, from stand-in values,
 * and each call binds its own values to that SQL (the builder and compiler cost about as much CPU
 * as SQLite's own work for these small queries). Works on both dialects: the SQL is Kysely's.
 *
 * Every stand-in value must be distinct and non-null, so each SQL parameter maps back to one name;
 * a parameter that is none of them (a constant in the query) keeps its value.
 */
export function compiledOnce<P extends Record<string, unknown>, R>(
  standIns: P,
  build: (values: P) => Compilable<R>,
): (values: P) => CompiledQuery<R> {
  const names = Object.keys(standIns);
  const seen = new Set<unknown>();
  for (const name of names) {
    const value = standIns[name];
    if (value === null || value === undefined || seen.has(value)) throw new Error(`compiledOnce: stand-in for ${name} must be distinct and not null`);
    seen.add(value);
  }
  const compiled = build(standIns).compile();
  // Each slot of the SQL's parameters: the name of the value it takes, or a constant of the query.
  const slots = compiled.parameters.map((value): { name: string } | { constant: unknown } => {
    const name = names.find((n) => Object.is(standIns[n], value));
    return name === undefined ? { constant: value } : { name };
  });
  // A value the SQL does not take as a parameter (inlined, or unused) would silently keep its stand-in.
  const missing = names.filter((name) => !slots.some((slot) => 'name' in slot && slot.name === name));
  if (missing.length > 0) throw new Error(`compiledOnce: ${missing.join(', ')} not bound as parameters`);
  return (values) =>
    CompiledQuery.raw(compiled.sql, slots.map((slot) => ('name' in slot ? values[slot.name] : slot.constant))) as CompiledQuery<R>;
}

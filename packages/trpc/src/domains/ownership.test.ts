import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as db from '@marsa/db';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from './owners.ts';

const src = path.resolve(import.meta.dirname, '..');
const domains = path.join(src, 'domains');
const isTable = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value;
const tableNameOf = (value: object): string =>
  (value as Record<symbol, string>)[Symbol.for('drizzle:Name')] ?? '';

const tables = Object.entries(db).filter(([, value]) => isTable(value)) as [string, object][];
const owners: Record<string, string> = TABLE_OWNERS;

/** Every source file under src, except tests and test fixtures (they may seed any table). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'testing' ? [] : sourceFiles(file);
    return /\.(ts|mjs)$/.test(name) && !/\.test\.ts$|test-fixtures\.ts$/.test(name) ? [file] : [];
  });
}

/** The family a file belongs to: its folder under domains/, `auth` for src/auth; none elsewhere (the concierge, routers, shared). */
function familyOf(file: string): string | undefined {
  const rel = path.relative(src, file).split(path.sep);
  if (rel[0] === 'domains' && rel.length > 2) return rel[1];
  if (rel[0] === 'auth') return 'auth';
  return undefined;
}

/** Names imported (as values) from '@marsa/db'. */
function dbImports(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@marsa\/db'/g)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  if (/import\s+\*\s+as\s+\w+\s+from\s+'@marsa\/db'/.test(text)) names.push('*');
  return names;
}

/** Tables named in raw SQL (`from x`, `join x`, `into x`, `update x`) inside sql`…` templates. */
function sqlTables(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/sql(?:<[^>]*>)?`([^`]*)`/g)) {
    for (const [, sqlName] of tables.map(([, table]) => [table, tableNameOf(table)] as const)) {
      if (new RegExp(`\\b(from|join|into|update)\\s+"?${sqlName}"?\\b`, 'i').test(match[1] ?? ''))
        found.push(sqlName);
    }
  }
  return found;
}

describe('a table is queried only from its own folder', () => {
  it('gives every table of @marsa/db an owner that is a folder under domains/', () => {
    expect(tables.length).toBeGreaterThan(10);
    const unowned = tables.map(([name]) => name).filter((name) => !owners[name]);
    expect(unowned, 'add these tables to domains/owners.ts').toEqual([]);
    for (const family of new Set(Object.values(owners))) {
      expect(existsSync(path.join(domains, family)), `domains/${family}/`).toBe(true);
    }
  });

  it('imports no other family’s table object in any source file (the concierge none at all)', () => {
    const foreign: string[] = [];
    for (const file of sourceFiles(src)) {
      const family = familyOf(file);
      for (const name of dbImports(readFileSync(file, 'utf8'))) {
        if (name === '*' || (owners[name] && owners[name] !== family)) {
          foreign.push(`${path.relative(src, file)} imports ${name} (${owners[name] ?? 'everything'})`);
        }
      }
    }
    expect(foreign).toEqual([]);
  });

  it('names no other family’s table in raw SQL', () => {
    const byName = new Map(tables.map(([name, table]) => [tableNameOf(table), owners[name]]));
    const foreign: string[] = [];
    for (const file of sourceFiles(src)) {
      const family = familyOf(file);
      for (const sqlName of sqlTables(readFileSync(file, 'utf8'))) {
        if (byName.get(sqlName) !== family) foreign.push(`${path.relative(src, file)} queries ${sqlName}`);
      }
    }
    expect(foreign).toEqual([]);
  });

  it('would catch a foreign import and a foreign raw query', () => {
    expect(dbImports("import { and, restaurants, type Db } from '@marsa/db';")).toEqual([
      'and',
      'restaurants',
    ]);
    expect(dbImports("import type { RestaurantRow } from '@marsa/db';")).toEqual([]);
    expect(sqlTables('sql`(select count(*) from ai_learnings l)`')).toEqual(['ai_learnings']);
    expect(familyOf(path.join(src, 'domains/decks/maps-service.ts'))).toBe('decks');
    expect(familyOf(path.join(src, 'concierge/tools/venues.ts'))).toBeUndefined();
  });
});

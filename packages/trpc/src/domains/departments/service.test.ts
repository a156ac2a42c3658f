import type { DbHandle } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentInputSchema } from './schema.ts';
import { createDepartment, deleteDepartment, listDepartments, updateDepartment } from './service.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const form = { name: 'Guest Relations', email: 'guest.relations@marsa.example', category: 'general' };

describe('department form', () => {
  it('gives the exact §5 messages', () => {
    const result = departmentInputSchema.safeParse({ name: '  ', email: 'not-an-email', category: '' });
    expect(Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]))).toEqual({
      name: 'Department name is required',
      email: 'Please enter a valid email address',
      category: 'Category is required',
    });
    expect(departmentInputSchema.safeParse({ ...form, category: 'bridge' }).error?.issues[0]?.message).toBe(
      'Category must be one of: restaurant, spa, activity, shore_excursion, general',
    );
  });

  it('defaults isActive to true and an empty description to null', () => {
    expect(departmentInputSchema.parse({ ...form, description: ' ' })).toMatchObject({
      isActive: true,
      description: null,
    });
  });
});

describe('departments', () => {
  it('creates, lists, updates and deletes', async () => {
    const created = await createDepartment(handle.db, departmentInputSchema.parse(form));
    expect(created).toMatchObject({ name: 'Guest Relations', isActive: true });
    const updated = await updateDepartment(handle.db, {
      ...departmentInputSchema.parse({ ...form, category: 'spa', isActive: false }),
      id: created.id,
    });
    expect(updated).toMatchObject({ category: 'spa', isActive: false });
    expect(await listDepartments(handle.db)).toHaveLength(1);
    expect(await deleteDepartment(handle.db, created.id)).toEqual({ success: true });
    expect(await listDepartments(handle.db)).toHaveLength(0);
  });

  it('refuses a taken name with 409 and 404s unknown ids', async () => {
    await createDepartment(handle.db, departmentInputSchema.parse(form));
    await expect(createDepartment(handle.db, departmentInputSchema.parse(form))).rejects.toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { name: ['A department with this name already exists'] },
    });
    await expect(deleteDepartment(handle.db, 9999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      updateDepartment(handle.db, { ...departmentInputSchema.parse(form), id: 9999 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Department not found' });
  });
});

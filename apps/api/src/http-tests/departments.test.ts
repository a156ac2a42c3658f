import { describe, expect } from 'vitest';
import { serverTest } from '../testing/server-test.ts';
import { expectFieldErrors } from './support/admin.ts';

const it = serverTest();

const body = { name: 'Spa Reception', email: 'spa@marsa.example', category: 'spa', description: '' };

describe('admin departments', () => {
  it('runs the whole lifecycle over REST', async ({ admin }) => {
    const created = await admin.post('/api/admin/departments', body);
    expect(created.status).toBe(201);
    const row = await created.json();
    expect(row).toMatchObject({ name: 'Spa Reception', isActive: true, description: null });

    const updated = await admin.put(`/api/admin/departments/${row.id}`, {
      ...body,
      isActive: false,
      description: 'Deck 3',
    });
    expect(await updated.json()).toMatchObject({ isActive: false, description: 'Deck 3' });
    expect(await (await admin.get('/api/admin/departments')).json()).toHaveLength(1);

    const removed = await admin.delete(`/api/admin/departments/${row.id}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ success: true });
    expect((await admin.delete(`/api/admin/departments/${row.id}`)).status).toBe(404);
    expect((await admin.put(`/api/admin/departments/${row.id}`, body)).status).toBe(404);
  });

  it('gives the exact §5 messages as field errors', async ({ admin }) => {
    await expectFieldErrors(
      await admin.post('/api/admin/departments', { name: '', email: 'spa@', category: '' }),
      {
        name: 'Department name is required',
        email: 'Please enter a valid email address',
        category: 'Category is required',
      },
    );
  });

  it('refuses a taken name with 409', async ({ admin }) => {
    await admin.post('/api/admin/departments', body);
    const res = await admin.post('/api/admin/departments', { ...body, email: 'other@marsa.example' });
    expect(res.status).toBe(409);
    expect((await res.json()).fieldErrors).toEqual({ name: ['A department with this name already exists'] });
  });
});

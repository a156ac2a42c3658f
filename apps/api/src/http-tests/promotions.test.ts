import { existsSync } from 'node:fs';
import path from 'node:path';
import { promotionShownStatus } from '@marsa/trpc/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { expectFieldErrors, imageFile, imagesForm, JPEG_BYTES, PNG_BYTES } from './support/admin.ts';

let server: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

const now = Date.now();
const body = {
  title: 'Sunset Mezze',
  description: 'Two platters for the price of one.',
  department: 'restaurant',
  promotionType: 'daily_special',
  availableFrom: new Date(now - 86_400_000).toISOString(),
  availableTo: new Date(now + 86_400_000).toISOString(),
  validDays: ['Friday'],
  validTimes: '18:00-20:00',
  discountPercentage: 50,
  originalPrice: 4800,
  promotionalPrice: 2400,
  currency: '',
  maxRedemptions: null,
  terms: '',
  isActive: true,
  isFeatured: true,
};

describe('admin promotions', () => {
  it('creates with prices in cents and ISO dates, and shows as Active', async () => {
    const res = await admin.post('/api/admin/promotions', body);
    expect(res.status).toBe(201);
    const row = await res.json();
    expect(row).toMatchObject({ originalPrice: 4800, currency: 'USD', maxRedemptions: null, terms: null });
    expect(row.availableFrom).toBe(body.availableFrom);
    expect(promotionShownStatus(row)).toBe('Active');

    const paused = await admin.put(`/api/admin/promotions/${row.id}`, {
      ...body,
      isActive: false,
      maxRedemptions: 10,
    });
    const updated = await paused.json();
    expect(updated).toMatchObject({ isActive: false, maxRedemptions: 10 });
    expect(promotionShownStatus(updated)).toBe('Inactive');
    expect(await (await admin.get('/api/admin/promotions')).json()).toHaveLength(1);

    expect(await (await admin.delete(`/api/admin/promotions/${row.id}`)).json()).toEqual({ success: true });
    expect((await admin.delete(`/api/admin/promotions/${row.id}`)).status).toBe(404);
  });

  it('gives the §5 messages as field errors', async () => {
    await expectFieldErrors(
      await admin.post('/api/admin/promotions', {
        title: '',
        description: '',
        department: '',
        promotionType: '',
        availableFrom: '',
        availableTo: '',
        discountPercentage: 120,
        originalPrice: -100,
        maxRedemptions: 0,
      }),
      {
        title: 'Title is required',
        description: 'Description is required',
        department: 'Department is required',
        promotionType: 'Promotion type is required',
        availableFrom: 'Start date is required',
        availableTo: 'End date is required',
        discountPercentage: 'Discount must be between 0 and 100',
        originalPrice: 'Price cannot be negative',
        maxRedemptions: 'Max redemptions must be at least 1',
      },
    );
    await expectFieldErrors(
      await admin.post('/api/admin/promotions', {
        ...body,
        availableTo: new Date(now - 2 * 86_400_000).toISOString(),
      }),
      { availableTo: 'End date must be on or after the start date' },
    );
  });

  it('uploads images before the promotion exists (id 0) and onto a saved one', async () => {
    const loose = await admin.postForm(
      '/api/admin/promotions/0/images',
      imagesForm([imageFile(PNG_BYTES, 'p.png')]),
    );
    expect(loose.status).toBe(200);
    const { imageUrls } = await loose.json();
    expect(existsSync(path.join(server.uploadDir, path.basename(imageUrls[0])))).toBe(true);

    const created = await (
      await admin.post('/api/admin/promotions', { ...body, imageUrl: imageUrls[0] })
    ).json();
    expect(created.imageUrl).toBe(imageUrls[0]);
    const onto = await admin.postForm(
      `/api/admin/promotions/${created.id}/images`,
      imagesForm([imageFile(JPEG_BYTES, 'j.jpg', 'image/jpeg')]),
    );
    const cover = (await onto.json()).imageUrls[0];
    const [row] = await (await admin.get('/api/admin/promotions')).json();
    expect(row.imageUrl).toBe(cover);
    expect(
      (await admin.postForm('/api/admin/promotions/999/images', imagesForm([imageFile(PNG_BYTES, 'p.png')])))
        .status,
    ).toBe(404);
    const script = new File(['<svg onload="alert(1)"/>'], 'x.png', { type: 'image/png' });
    expect((await admin.postForm('/api/admin/promotions/0/images', imagesForm([script]))).status).toBe(415);
  });
});

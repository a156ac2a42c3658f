import { existsSync } from 'node:fs';
import path from 'node:path';
import { promotionShownStatus } from '@marsa/trpc/schemas';
import { describe, expect } from 'vitest';
import { serverTest } from '../testing/server-test.ts';
import {
  expectFieldErrors,
  imageFile,
  imagesForm,
  JPEG_BYTES,
  PNG_BYTES,
  promotionBody,
} from './support/admin.ts';

const it = serverTest();

describe('admin promotions', () => {
  it('creates with prices in cents and ISO dates, and shows as Active', async ({ admin }) => {
    const res = await admin.post('/api/admin/promotions', promotionBody);
    expect(res.status).toBe(201);
    const row = await res.json();
    expect(row).toMatchObject({ originalPrice: 4800, currency: 'USD', maxRedemptions: null, terms: null });
    expect(row.availableFrom).toBe(promotionBody.availableFrom);
    expect(promotionShownStatus(row)).toBe('Active');

    const paused = await admin.put(`/api/admin/promotions/${row.id}`, {
      ...promotionBody,
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

  it('gives the §5 messages as field errors', async ({ admin }) => {
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
        ...promotionBody,
        availableTo: new Date(Date.parse(promotionBody.availableFrom) - 86_400_000).toISOString(),
      }),
      { availableTo: 'End date must be on or after the start date' },
    );
  });

  it('uploads images before the promotion exists (id 0) and onto a saved one', async ({ server, admin }) => {
    const loose = await admin.postForm(
      '/api/admin/promotions/0/images',
      imagesForm([imageFile(PNG_BYTES, 'p.png')]),
    );
    expect(loose.status).toBe(200);
    const { imageUrls } = await loose.json();
    expect(existsSync(path.join(server.uploadDir, path.basename(imageUrls[0])))).toBe(true);

    const created = await (
      await admin.post('/api/admin/promotions', { ...promotionBody, imageUrl: imageUrls[0] })
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

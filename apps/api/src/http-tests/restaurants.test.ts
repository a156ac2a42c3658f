import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PLACEHOLDER_IMAGE } from '@marsa/db/constants';
import { describe, expect } from 'vitest';
import { serverTest } from '../testing/server-test.ts';
import {
  expectFieldErrors,
  imageFile,
  imagesForm,
  JPEG_BYTES,
  PNG_BYTES,
  restaurantBody,
  WEBP_BYTES,
} from './support/admin.ts';

const it = serverTest();

describe('admin restaurants', () => {
  let id: number;

  it('creates (201) with the defaults and lists', async ({ admin }) => {
    const { rating: _rating, ...withoutRating } = restaurantBody;
    const res = await admin.post('/api/admin/restaurants', withoutRating);
    expect(res.status).toBe(201);
    const row = await res.json();
    expect(row).toMatchObject({ name: 'La Tavola', rating: 4.5, imageUrl: PLACEHOLDER_IMAGE, images: [] });
    id = row.id;
    const list = await (await admin.get('/api/admin/restaurants')).json();
    expect(list.map((r: { name: string }) => r.name)).toEqual(['La Tavola']);
  });

  it('answers 400 with the §5 field errors', async ({ admin }) => {
    const res = await admin.post('/api/admin/restaurants', {
      name: '',
      capacity: 'many',
      openingTime: '7pm',
      rating: 6,
    });
    await expectFieldErrors(res, {
      name: 'Name is required',
      cuisine: 'Cuisine is required',
      description: 'Description is required',
      location: 'Location is required',
      capacity: 'Capacity must be a number',
      openingTime: 'Use the 24-hour format HH:MM',
      closingTime: 'Closing time is required',
      rating: 'Rating must be between 0 and 5',
    });
  });

  it('refuses a taken name with 409 and a field error', async ({ admin }) => {
    const res = await admin.post('/api/admin/restaurants', restaurantBody);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'A restaurant with this name already exists',
      code: 'restaurant.name_taken',
      params: {},
      fieldErrors: { name: ['A restaurant with this name already exists'] },
      fieldIssues: { name: [{ code: 'restaurant.name_taken', params: {} }] },
    });
  });

  it('updates with PUT; an unknown id is 404 and a bad id 400', async ({ admin }) => {
    const res = await admin.put(`/api/admin/restaurants/${id}`, {
      ...restaurantBody,
      rating: 4.9,
      capacity: 90,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, rating: 4.9, capacity: 90, specialFeature: 'Open kitchen' });
    const missing = await admin.put('/api/admin/restaurants/99999', restaurantBody);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      message: 'Restaurant not found',
      code: 'restaurant.not_found',
      params: {},
    });
    await expectFieldErrors(await admin.put('/api/admin/restaurants/abc', restaurantBody), {
      id: 'Invalid id',
    });
  });

  it('uploads images (PNG, JPEG, WebP by content), serves them, and makes the first the cover', async ({
    server,
    admin,
  }) => {
    const form = imagesForm([
      imageFile(PNG_BYTES, 'a.png'),
      imageFile(JPEG_BYTES, 'b.jpeg', 'image/jpeg'),
      imageFile(WEBP_BYTES, 'c.bin', 'application/octet-stream'),
    ]);
    const res = await admin.postForm(`/api/admin/restaurants/${id}/images`, form);
    expect(res.status).toBe(200);
    const { imageUrls } = (await res.json()) as { imageUrls: string[] };
    expect(imageUrls).toHaveLength(3);
    expect(imageUrls.map((url) => path.extname(url))).toEqual(['.png', '.jpg', '.webp']);

    const served = await admin.get(imageUrls[0] ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual(PNG_BYTES);
    expect([...readFileSync(path.join(server.uploadDir, path.basename(imageUrls[2] ?? '')))]).toEqual(
      WEBP_BYTES,
    );

    const [row] = (await (await admin.get('/api/admin/restaurants')).json()) as {
      images: string[];
      imageUrl: string;
    }[];
    expect(row?.images).toEqual(imageUrls);
    expect(row?.imageUrl).toBe(imageUrls[0]);
  });

  it('counts existing images against the limit of 5 (400), with nothing written', async ({ admin }) => {
    const before = (await (await admin.get('/api/admin/restaurants')).json())[0].images.length;
    const form = imagesForm([
      imageFile(PNG_BYTES, '1.png'),
      imageFile(PNG_BYTES, '2.png'),
      imageFile(PNG_BYTES, '3.png'),
    ]);
    const res = await admin.postForm(`/api/admin/restaurants/${id}/images`, form);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'You can upload a maximum of 5 images',
      code: 'image.too_many',
      params: {},
      fieldErrors: { images: ['You can upload a maximum of 5 images'] },
      fieldIssues: { images: [{ code: 'image.too_many', params: {} }] },
    });
    expect((await (await admin.get('/api/admin/restaurants')).json())[0].images).toHaveLength(before);
  });

  it('refuses a non-image (415), an image over 10 MB (413), no images (400) and an unknown restaurant (404)', async ({
    admin,
  }) => {
    const exe = new File([readFileSync('/bin/true')], 'photo.png', { type: 'image/png' });
    const wrongType = await admin.postForm(`/api/admin/restaurants/${id}/images`, imagesForm([exe]));
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({
      message: 'Only PNG, JPEG or WebP images are allowed',
      code: 'image.wrong_type',
      params: {},
    });

    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(PNG_BYTES);
    const tooBig = await admin.postForm(
      `/api/admin/restaurants/${id}/images`,
      imagesForm([new File([huge], 'big.png')]),
    );
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({
      message: 'Each image must be 10MB or smaller',
      code: 'image.too_large',
      params: {},
    });

    await expectFieldErrors(await admin.postForm(`/api/admin/restaurants/${id}/images`, imagesForm([])), {
      images: 'Please select images to upload first',
    });
    const unknown = await admin.postForm(
      '/api/admin/restaurants/99999/images',
      imagesForm([imageFile(PNG_BYTES, 'a.png')]),
    );
    expect(unknown.status).toBe(404);
  });

  it('takes the upload over tRPC as FormData with the id in it', async ({ admin }) => {
    const [row] = (await (await admin.get('/api/admin/restaurants')).json()) as { images: string[] }[];
    const before = row?.images.length ?? 0;
    const form = imagesForm([imageFile(JPEG_BYTES, 'x.jpg')], { id: String(id) });
    const res = await admin.request('POST', '/trpc/admin.restaurants.uploadImages', { body: form });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.result.data.imageUrls).toHaveLength(1);
    const [after] = (await (await admin.get('/api/admin/restaurants')).json()) as { images: string[] }[];
    expect(after?.images).toHaveLength(before + 1);
  });
});

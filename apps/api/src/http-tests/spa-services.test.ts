import { describe, expect } from 'vitest';
import { serverTest } from '../testing/server-test.ts';
import { expectFieldErrors, imageFile, imagesForm, PNG_BYTES, spaBody } from './support/admin.ts';

const it = serverTest();

describe('admin spa services', () => {
  let id: number;

  it('creates (201) with features from comma-separated text, and lists', async ({ admin }) => {
    const res = await admin.post('/api/admin/spa-services', spaBody);
    expect(res.status).toBe(201);
    const row = await res.json();
    expect(row).toMatchObject({ features: ['Aromatherapy', 'Hot stones'], premium: true, duration: 60 });
    id = row.id;
    expect(await (await admin.get('/api/admin/spa-services')).json()).toHaveLength(1);
  });

  it('answers 400 with field errors, 409 for a taken name', async ({ admin }) => {
    await expectFieldErrors(
      await admin.post('/api/admin/spa-services', { ...spaBody, duration: 0, endTime: '' }),
      {
        duration: 'Duration must be at least 1',
        endTime: 'End time is required',
      },
    );
    const taken = await admin.post('/api/admin/spa-services', spaBody);
    expect(taken.status).toBe(409);
    expect((await taken.json()).fieldErrors).toEqual({
      name: ['A spa service with this name already exists'],
    });
  });

  it('updates with PUT (404 for an unknown id) and uploads images', async ({ admin }) => {
    const res = await admin.put(`/api/admin/spa-services/${id}`, {
      ...spaBody,
      features: ['Facial'],
      premium: false,
    });
    expect(await res.json()).toMatchObject({ features: ['Facial'], premium: false });
    expect((await admin.put('/api/admin/spa-services/4242', spaBody)).status).toBe(404);
    const upload = await admin.postForm(
      `/api/admin/spa-services/${id}/images`,
      imagesForm([imageFile(PNG_BYTES, 'spa.png')]),
    );
    expect(upload.status).toBe(200);
    const { imageUrls } = await upload.json();
    const [row] = await (await admin.get('/api/admin/spa-services')).json();
    expect(row).toMatchObject({ images: imageUrls, imageUrl: imageUrls[0] });
  });
});

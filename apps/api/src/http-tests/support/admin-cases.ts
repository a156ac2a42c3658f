import type { HttpClient } from '../../testing/http-client.ts';
import { imageFile, imagesForm, PNG_BYTES } from './admin.ts';

export type Body = { json: unknown } | { form: () => FormData } | undefined;
export type Case = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** A body that fails validation, and the field the 400 must name; absent for calls without input. */
  bad?: { body?: Body; path?: string; field: string };
};

const images = () => imagesForm([imageFile(PNG_BYTES, 'a.png')]);
const excel = () => {
  const form = new FormData();
  form.set('excel', new File(['Topic,Question,Answer\nA,B,C\n'], 'faq.csv'));
  return form;
};
const json = (value: unknown): Body => ({ json: value });
const form = (make: () => FormData): Body => ({ form: make });
/** A multipart call without its file field. */
const noFile = form(() => new FormData());
const call = (method: Case['method'], path: string, bad?: Case['bad']): Case => ({ method, path, bad });

/** Every §7 admin call (plus generate-daily), with a bad input for each one that takes input. */
export const ADMIN_CASES: Case[] = [
  call('GET', '/api/admin/dashboard'),
  call('GET', '/api/admin/activities'),
  call('GET', '/api/admin/bookings'),
  call('GET', '/api/admin/restaurants'),
  call('POST', '/api/admin/restaurants', { body: json({ name: '' }), field: 'name' }),
  call('PUT', '/api/admin/restaurants/1', { body: json({ capacity: -1 }), field: 'capacity' }),
  call('POST', '/api/admin/restaurants/1/images', { body: noFile, field: 'images' }),
  call('GET', '/api/admin/spa-services'),
  call('POST', '/api/admin/spa-services', { body: json({ duration: 'long' }), field: 'duration' }),
  call('PUT', '/api/admin/spa-services/1', { body: json({ startTime: '9' }), field: 'startTime' }),
  call('POST', '/api/admin/spa-services/1/images', { body: noFile, field: 'images' }),
  call('GET', '/api/admin/schedules'),
  call('POST', '/api/admin/schedules', { body: json({ date: '01/03/2026' }), field: 'date' }),
  call('POST', '/api/admin/schedules/generate-daily', {
    body: json({ serviceType: 'gym' }),
    field: 'serviceType',
  }),
  call('GET', '/api/admin/knowledge-topics'),
  call('POST', '/api/admin/knowledge-topics/import', { body: noFile, field: 'excel' }),
  call('GET', '/api/admin/knowledge-topics/download-test', {
    path: '/api/admin/knowledge-topics/download-test?format=doc',
    field: 'format',
  }),
  call('GET', '/api/admin/ai-learnings'),
  call('PUT', '/api/admin/ai-learnings/1', { body: json({ adminCorrection: '' }), field: 'adminCorrection' }),
  call('POST', '/api/admin/ai-learnings/migrate-conversations'),
  call('GET', '/api/admin/itinerary'),
  call('POST', '/api/admin/itinerary', { body: json({ portOrder: 0 }), field: 'portOrder' }),
  call('PUT', '/api/admin/itinerary/1', { body: json({ timezone: 'UTC+14' }), field: 'timezone' }),
  call('DELETE', '/api/admin/itinerary/1', { path: '/api/admin/itinerary/x', field: 'id' }),
  call('GET', '/api/admin/departments'),
  call('POST', '/api/admin/departments', { body: json({ email: 'x' }), field: 'email' }),
  call('PUT', '/api/admin/departments/1', { body: json({ category: '' }), field: 'category' }),
  call('DELETE', '/api/admin/departments/1', { path: '/api/admin/departments/-1', field: 'id' }),
  call('GET', '/api/admin/promotions'),
  call('POST', '/api/admin/promotions', {
    body: json({ discountPercentage: 101 }),
    field: 'discountPercentage',
  }),
  call('PUT', '/api/admin/promotions/1', { body: json({ availableFrom: '' }), field: 'availableFrom' }),
  call('DELETE', '/api/admin/promotions/1', { path: '/api/admin/promotions/1.5', field: 'id' }),
  call('POST', '/api/admin/promotions/0/images', { body: noFile, field: 'images' }),
  call('GET', '/api/admin/deck-maps'),
  call('POST', '/api/admin/deck-maps', { body: json({ deckName: '' }), field: 'deckName' }),
  call('PUT', '/api/admin/deck-maps/1', { body: json({ deckNumber: 0 }), field: 'deckNumber' }),
  call('DELETE', '/api/admin/deck-maps/1', { path: '/api/admin/deck-maps/0', field: 'id' }),
  call('GET', '/api/admin/deck-venues'),
  call('POST', '/api/admin/deck-venues', { body: json({ xPosition: 101 }), field: 'xPosition' }),
  call('PUT', '/api/admin/deck-venues/1', { body: json({ category: 'casino' }), field: 'category' }),
  call('DELETE', '/api/admin/deck-venues/1', { path: '/api/admin/deck-venues/99999999999', field: 'id' }),
];

/** A body that passes parsing, so the refusal can only come from the role check. */
export function wellFormed(path: string, method: Case['method']): Body {
  if (path.endsWith('/images')) return form(images);
  if (path.endsWith('/import')) return form(excel);
  return method === 'POST' || method === 'PUT' ? json({}) : undefined;
}

export function send(client: HttpClient, method: Case['method'], path: string, body: Body) {
  if (!body) return client.request(method, path);
  if ('form' in body) return client.request(method, path, { body: body.form() });
  return client.request(method, path, { json: body.json });
}

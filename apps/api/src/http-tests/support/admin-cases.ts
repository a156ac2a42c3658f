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

/** Every §7 admin call (plus generate-daily), with a bad input for each one that takes input. */
export const ADMIN_CASES: Case[] = [
  { method: 'GET', path: '/api/admin/dashboard' },
  { method: 'GET', path: '/api/admin/activities' },
  { method: 'GET', path: '/api/admin/bookings' },
  { method: 'GET', path: '/api/admin/restaurants' },
  { method: 'POST', path: '/api/admin/restaurants', bad: { body: json({ name: '' }), field: 'name' } },
  {
    method: 'PUT',
    path: '/api/admin/restaurants/1',
    bad: { body: json({ capacity: -1 }), field: 'capacity' },
  },
  {
    method: 'POST',
    path: '/api/admin/restaurants/1/images',
    bad: { body: form(() => new FormData()), field: 'images' },
  },
  { method: 'GET', path: '/api/admin/spa-services' },
  {
    method: 'POST',
    path: '/api/admin/spa-services',
    bad: { body: json({ duration: 'long' }), field: 'duration' },
  },
  {
    method: 'PUT',
    path: '/api/admin/spa-services/1',
    bad: { body: json({ startTime: '9' }), field: 'startTime' },
  },
  {
    method: 'POST',
    path: '/api/admin/spa-services/1/images',
    bad: { body: form(() => new FormData()), field: 'images' },
  },
  { method: 'GET', path: '/api/admin/schedules' },
  {
    method: 'POST',
    path: '/api/admin/schedules',
    bad: { body: json({ date: '01/03/2026' }), field: 'date' },
  },
  {
    method: 'POST',
    path: '/api/admin/schedules/generate-daily',
    bad: { body: json({ serviceType: 'gym' }), field: 'serviceType' },
  },
  { method: 'GET', path: '/api/admin/knowledge-topics' },
  {
    method: 'POST',
    path: '/api/admin/knowledge-topics/import',
    bad: { body: form(() => new FormData()), field: 'excel' },
  },
  {
    method: 'GET',
    path: '/api/admin/knowledge-topics/download-test',
    bad: { path: '/api/admin/knowledge-topics/download-test?format=doc', field: 'format' },
  },
  { method: 'GET', path: '/api/admin/ai-learnings' },
  {
    method: 'PUT',
    path: '/api/admin/ai-learnings/1',
    bad: { body: json({ adminCorrection: '' }), field: 'adminCorrection' },
  },
  { method: 'POST', path: '/api/admin/ai-learnings/migrate-conversations' },
  { method: 'GET', path: '/api/admin/itinerary' },
  { method: 'POST', path: '/api/admin/itinerary', bad: { body: json({ portOrder: 0 }), field: 'portOrder' } },
  {
    method: 'PUT',
    path: '/api/admin/itinerary/1',
    bad: { body: json({ timezone: 'UTC+14' }), field: 'timezone' },
  },
  { method: 'DELETE', path: '/api/admin/itinerary/1', bad: { path: '/api/admin/itinerary/x', field: 'id' } },
  { method: 'GET', path: '/api/admin/departments' },
  { method: 'POST', path: '/api/admin/departments', bad: { body: json({ email: 'x' }), field: 'email' } },
  {
    method: 'PUT',
    path: '/api/admin/departments/1',
    bad: { body: json({ category: '' }), field: 'category' },
  },
  {
    method: 'DELETE',
    path: '/api/admin/departments/1',
    bad: { path: '/api/admin/departments/-1', field: 'id' },
  },
  { method: 'GET', path: '/api/admin/promotions' },
  {
    method: 'POST',
    path: '/api/admin/promotions',
    bad: { body: json({ discountPercentage: 101 }), field: 'discountPercentage' },
  },
  {
    method: 'PUT',
    path: '/api/admin/promotions/1',
    bad: { body: json({ availableFrom: '' }), field: 'availableFrom' },
  },
  {
    method: 'DELETE',
    path: '/api/admin/promotions/1',
    bad: { path: '/api/admin/promotions/1.5', field: 'id' },
  },
  {
    method: 'POST',
    path: '/api/admin/promotions/0/images',
    bad: { body: form(() => new FormData()), field: 'images' },
  },
  { method: 'GET', path: '/api/admin/deck-maps' },
  { method: 'POST', path: '/api/admin/deck-maps', bad: { body: json({ deckName: '' }), field: 'deckName' } },
  {
    method: 'PUT',
    path: '/api/admin/deck-maps/1',
    bad: { body: json({ deckNumber: 0 }), field: 'deckNumber' },
  },
  { method: 'DELETE', path: '/api/admin/deck-maps/1', bad: { path: '/api/admin/deck-maps/0', field: 'id' } },
  { method: 'GET', path: '/api/admin/deck-venues' },
  {
    method: 'POST',
    path: '/api/admin/deck-venues',
    bad: { body: json({ xPosition: 101 }), field: 'xPosition' },
  },
  {
    method: 'PUT',
    path: '/api/admin/deck-venues/1',
    bad: { body: json({ category: 'casino' }), field: 'category' },
  },
  {
    method: 'DELETE',
    path: '/api/admin/deck-venues/1',
    bad: { path: '/api/admin/deck-venues/99999999999', field: 'id' },
  },
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

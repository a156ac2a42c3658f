import { expect } from 'vitest';

/** The smallest byte strings each image format is recognised by. */
export const PNG_BYTES = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
];
export const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46];
export const WEBP_BYTES = [
  0x52, 0x49, 0x46, 0x46, 24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20,
];

export const imageFile = (bytes: number[], name: string, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** A multipart body with the repeated `images` field. */
export function imagesForm(files: File[], extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  return form;
}

/** Asserts a 400 whose field errors name exactly these fields (and, when given, these first messages). */
export async function expectFieldErrors(res: Response, expected: Record<string, string | true>) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { message: string; fieldErrors?: Record<string, string[]> };
  expect(body.message).toBeTruthy();
  const fieldErrors = body.fieldErrors ?? {};
  expect(Object.keys(fieldErrors).sort()).toEqual(Object.keys(expected).sort());
  for (const [field, message] of Object.entries(expected)) {
    if (message !== true) expect(fieldErrors[field]?.[0]).toBe(message);
  }
  return body;
}

/** Valid bodies of the admin forms, for tests to vary. */
export const restaurantBody = {
  name: 'La Tavola',
  cuisine: 'Italian',
  description: 'Handmade pasta and wood-fired pizza.',
  location: 'Deck 5',
  capacity: 80,
  openingTime: '18:00',
  closingTime: '22:30',
  imageUrl: '',
  rating: 4.6,
  specialFeature: 'Open kitchen',
};

export const spaBody = {
  name: 'Serenity Massage',
  description: 'Sixty minutes of calm.',
  duration: 60,
  features: 'Aromatherapy, Hot stones',
  capacity: 2,
  premium: true,
  startTime: '09:00',
  endTime: '20:00',
  imageUrl: '',
};

export const portBody = {
  portName: 'Aqaba',
  country: 'Jordan',
  description: 'Gateway to Petra and Wadi Rum.',
  arrivalDate: '2026-03-04',
  arrivalTime: '08:00',
  departureDate: '2026-03-04',
  departureTime: '19:00',
  portOrder: 2,
  timezone: 'UTC+3',
  activities: ['Petra', 'Wadi Rum', 'Snorkelling', 'Souk'],
  highlights: ['Treasury'],
  imageUrl: '',
};

const DAY_MS = 86_400_000;
/** A promotion shown from yesterday to tomorrow. */
export const promotionBody = {
  title: 'Sunset Mezze',
  description: 'Two platters for the price of one.',
  department: 'restaurant',
  promotionType: 'daily_special',
  availableFrom: new Date(Date.now() - DAY_MS).toISOString(),
  availableTo: new Date(Date.now() + DAY_MS).toISOString(),
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

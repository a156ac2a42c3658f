/** The image formats admins may upload, recognised by their first bytes, never by name or declared type. */
export type ImageFormat = { extension: 'png' | 'jpg' | 'webp'; contentType: string };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Uint8Array, magic: number[], offset = 0) =>
  bytes.length >= offset + magic.length && magic.every((byte, index) => bytes[offset + index] === byte);

/** PNG, JPEG or WebP by magic bytes; anything else is null. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, PNG)) return { extension: 'png', contentType: 'image/png' };
  if (startsWith(bytes, JPEG)) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8))
    return { extension: 'webp', contentType: 'image/webp' };
  return null;
}

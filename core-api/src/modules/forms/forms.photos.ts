// Owns what happens to a photo or a drawn signature before it is kept: the bytes must be an image by their
// content (never the declared type), are decoded and re-encoded by sharp (libvips) — which drops every
// metadata block, EXIF and its GPS position included — turned upright and resized to fit 1600 px; a signature
// must be a PNG and stays one (flattened on white, at most 1200 px wide).
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ValidationError } from '../../lib/errors.js';

export const NOT_AN_IMAGE = 'Photos must be images (JPEG, PNG, WebP, GIF or AVIF)';
export const NOT_A_SIGNATURE = 'A signature must be a PNG image';
export const UNREADABLE_IMAGE = 'The image could not be read';
export const PHOTO_MAX_PX = 1600;
export const SIGNATURE_MAX_PX = 1200;

const PHOTO_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
]);

export type ImageKind = 'photo' | 'signature';

export interface ProcessedImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** Checks and re-encodes an uploaded image; 400 when it is not one (or cannot be decoded). */
export async function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(input);
  if (kind === 'signature' && detected?.mime !== 'image/png') {
    throw ValidationError.single('file', NOT_A_SIGNATURE);
  }
  if (!detected || !PHOTO_TYPES.has(detected.mime)) throw ValidationError.single('file', NOT_AN_IMAGE);
  try {
    // limitInputPixels refuses decompression bombs; failOn 'error' refuses truncated files.
    const image = sharp(input, { limitInputPixels: 40_000_000, failOn: 'error', animated: false });
    const out =
      kind === 'photo'
        ? image
            .rotate() // upright from the EXIF orientation, before the metadata goes
            .resize({ width: PHOTO_MAX_PX, height: PHOTO_MAX_PX, fit: 'inside', withoutEnlargement: true })
            .jpeg({ quality: 80, mozjpeg: true })
        : image
            .flatten({ background: '#ffffff' })
            .resize({ width: SIGNATURE_MAX_PX, fit: 'inside', withoutEnlargement: true })
            .png({ compressionLevel: 9 });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: kind === 'photo' ? 'image/jpeg' : 'image/png',
      width: info.width,
      height: info.height,
    };
  } catch {
    throw ValidationError.single('file', UNREADABLE_IMAGE);
  }
}

/** Any stored image as a JPEG for the PDF (a signature on white), with its size. */
export async function jpegForPdf(input: Buffer): Promise<{ bytes: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(input, { limitInputPixels: 40_000_000 })
    .flatten({ background: '#ffffff' })
    .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

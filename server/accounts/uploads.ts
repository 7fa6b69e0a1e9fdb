import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/index.js';
import { AppError } from '../http/envelope.js';
import './schema.js';

// Image uploads (identity documents, deposit proofs): recognised by their bytes, never by name or the
// client's content type; stored under a random name in DATA_DIR/uploads and served back with the detected type.

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ALLOWED_IMAGES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
export const UPLOAD_PREFIX = '/uploads/';
export const NAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

export const uploadDir = (dataDir: string) => join(dataDir, 'uploads');

export async function storeImage(db: Db, dataDir: string, userId: number, bytes: Buffer): Promise<{ url: string; name: string; mime: string }> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('uploadTooLarge');
  if (bytes.length === 0) throw new AppError('uploadEmpty');
  const type = await fileTypeFromBuffer(bytes);
  const ext = type && ALLOWED_IMAGES[type.mime];
  if (!type || !ext) throw new AppError('notAnImage');
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await mkdir(uploadDir(dataDir), { recursive: true });
  await writeFile(join(uploadDir(dataDir), name), bytes, { flag: 'wx', mode: 0o640 });
  await db.insertInto('uploads').values({ name, user_id: userId, mime: type.mime, size: bytes.length, created_at: new Date().toISOString() }).execute();
  return { url: UPLOAD_PREFIX + name, name, mime: type.mime };
}

/** The stored file name of an upload URL (relative `/uploads/x.png` or absolute), or null. */
export function uploadName(url: string): string | null {
  const i = url.lastIndexOf(UPLOAD_PREFIX);
  if (i < 0) return null;
  // A link handed out to the owner carries ?exp=…&sig=… (upload-links.ts); the stored reference is the bare name.
  const name = url.slice(i + UPLOAD_PREFIX.length).split(/[?#]/)[0];
  return NAME_PATTERN.test(name) ? name : null;
}

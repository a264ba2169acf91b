import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export const MAX_IMAGE_BYTES = IMAGE_UPLOAD_MAX_BYTES;
const ALLOWED_IMAGE_TYPES = new Set<string>(IMAGE_UPLOAD_TYPES);

export function fileUrl(sha256: string): string {
  return `/api/files/${sha256}`;
}

/**
 * Stores an uploaded image after checking what it is by its bytes, not its name or the
 * type the browser claimed: PNG, JPEG or WebP, at most 2 MiB.
 */
export async function storeImage(db: Database, data: Buffer, at: Date): Promise<string> {
  if (data.length === 0) throw new AppError('UNSUPPORTED_FILE', 'The image is empty.');
  if (data.length > MAX_IMAGE_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The image is larger than 2 MB.');
  }
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !ALLOWED_IMAGE_TYPES.has(detected.mime)) {
    throw new AppError('UNSUPPORTED_FILE', 'The image must be a PNG, JPEG or WebP file.');
  }
  return storeFile(db, data, detected.mime, at);
}

/** Stores trusted content (seeded artwork) as it is. */
export async function storeFile(
  db: Database,
  data: Buffer,
  contentType: string,
  at: Date,
): Promise<string> {
  const sha256 = createHash('sha256').update(data).digest('hex');
  await db
    .insert(files)
    .values({ sha256, contentType, size: data.length, data, createdAt: at })
    .onConflictDoNothing();
  return sha256;
}

export async function getFile(db: Database, sha256: string) {
  const [row] = await db.select().from(files).where(eq(files.sha256, sha256));
  if (!row) throw new AppError('NOT_FOUND', 'There is no file with this address.');
  return row;
}

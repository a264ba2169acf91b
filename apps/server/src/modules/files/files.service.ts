import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES, apiRoutes, pathTo } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { findFile, insertFile, type FileRow } from './files.repository.ts';

export const MAX_IMAGE_BYTES = IMAGE_UPLOAD_MAX_BYTES;
const ALLOWED_IMAGE_TYPES = new Set<string>(IMAGE_UPLOAD_TYPES);

export function fileUrl(sha256: string): string {
  return pathTo(apiRoutes.files.one, { sha256 });
}

/**
 * Stores an uploaded image after checking what it is by its bytes, not its name or the
 * type the browser claimed: PNG, JPEG or WebP, at most 2 MiB.
 */
export async function storeImage(ctx: AppContext, data: Buffer): Promise<string> {
  if (data.length === 0) throw new AppError('UNSUPPORTED_FILE', 'The image is empty.');
  if (data.length > MAX_IMAGE_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The image is larger than 2 MB.');
  }
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !ALLOWED_IMAGE_TYPES.has(detected.mime)) {
    throw new AppError('UNSUPPORTED_FILE', 'The image must be a PNG, JPEG or WebP file.');
  }
  return storeFile(ctx, data, detected.mime);
}

/** Stores trusted content (seeded artwork) as it is. */
export async function storeFile(
  ctx: AppContext,
  data: Buffer,
  contentType: string,
): Promise<string> {
  const sha256 = createHash('sha256').update(data).digest('hex');
  await insertFile(ctx.db, {
    sha256,
    contentType,
    size: data.length,
    data,
    createdAt: ctx.clock.now(),
  });
  return sha256;
}

export async function getFile(ctx: AppContext, sha256: string): Promise<FileRow> {
  const row = await findFile(ctx.db, sha256);
  if (!row) throw new AppError('NOT_FOUND', 'There is no file with this address.');
  return row;
}

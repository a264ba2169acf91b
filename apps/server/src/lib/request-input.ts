import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { IMAGE_UPLOAD_MAX_BYTES } from '@punla/contract';

/** Parses input with a contract schema, failing with the same 400 the route schemas give. */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => {
    const field = issue.path.join('.');
    const message =
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((k) => `"${k}"`).join(', ')} in the body.`
        : issue.code === 'invalid_type' && /received undefined/.test(issue.message)
          ? 'This field is required.'
          : issue.message;
    return { field, message };
  });
  throw new AppError(
    'VALIDATION_FAILED',
    issues.map((i) => (i.field ? `${i.field}: ${i.message}` : i.message)).join(' '),
    { issues },
  );
}

export interface FormBody {
  fields: Record<string, unknown>;
  image: Buffer | undefined;
}

/**
 * The error to answer for a multipart body that could not be read. The parser's own errors
 * (a body that ends early, no boundary, a malformed part header) carry no status and would
 * otherwise be answered as our fault.
 */
function brokenForm(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status < 500) return error;
  return new AppError(
    'VALIDATION_FAILED',
    'The form is not valid multipart/form-data: it ended early or a part is malformed.',
  );
}

/**
 * Reads a body that is JSON, or multipart when an image comes with the fields. Multipart
 * text fields arrive as strings; the contract schemas coerce them.
 */
export async function readFormBody(request: FastifyRequest): Promise<FormBody> {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Send the fields as a JSON object or as a multipart form.',
      );
    }
    return { fields: body as Record<string, unknown>, image: undefined };
  }
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 20 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image') {
          await part.toBuffer().catch(() => undefined);
          throw new AppError(
            'VALIDATION_FAILED',
            `Unknown file field "${part.fieldname}"; send the picture as "image".`,
          );
        }
        image = await part.toBuffer();
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw brokenForm(error);
  }
  return { fields, image };
}

/**
 * The body of a create or update of something that may carry a picture: its fields checked
 * with the contract's schema, and the picture when one was sent.
 */
export async function readFormInput<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
): Promise<{ input: z.output<T>; image: Buffer | undefined }> {
  const form = await readFormBody(request);
  return { input: parseInput(schema, form.fields), image: form.image };
}

/** What a route that takes a picture accepts: JSON fields, or a multipart form with an image. */
export const formConsumes = ['application/json', 'multipart/form-data'];

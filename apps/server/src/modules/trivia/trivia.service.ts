import type { TriviaItem } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import { runOnce } from '../../lib/app-settings.ts';
import type { AppContext } from '../../lib/context.ts';
import { fileUrl, storeFile, storeImage } from '../files/files.service.ts';
import { seedTriviaCatalog } from './trivia-catalog.ts';
import { triviaCardSvg } from './trivia-card.ts';
import {
  deleteTriviaRow,
  findTrivia,
  insertTrivia,
  listTriviaRows,
  randomTriviaRow,
  type TriviaRow,
} from './trivia.repository.ts';

function toTrivia(row: TriviaRow): TriviaItem {
  return {
    id: row.id,
    content: row.content,
    imageUrl: row.imageSha256 ? fileUrl(row.imageSha256) : null,
    source: row.source,
    dateCreated: row.createdAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', 'There is no trivia with this id.');

export async function listDenrTrivia(ctx: AppContext): Promise<TriviaItem[]> {
  return (await listTriviaRows(ctx.db, 'DENR')).map(toTrivia);
}

export async function getTrivia(ctx: AppContext, id: number): Promise<TriviaItem> {
  const row = await findTrivia(ctx.db, id);
  if (!row) throw notFound();
  return toTrivia(row);
}

/** An admin's DENR trivia: a text, an image, or both. */
export async function createTrivia(
  ctx: AppContext,
  content: string | undefined,
  image: Buffer | undefined,
) {
  const text = content?.trim() || null;
  if (!text && !image) {
    throw new AppError('VALIDATION_FAILED', 'Send a trivia text, an image, or both.');
  }
  const imageSha256 = image ? await storeImage(ctx, image) : null;
  const row = await insertTrivia(ctx.db, {
    content: text,
    imageSha256,
    source: 'DENR',
    createdAt: ctx.clock.now(),
  });
  return toTrivia(row);
}

export async function deleteTrivia(ctx: AppContext, id: number): Promise<void> {
  if (!(await deleteTriviaRow(ctx.db, id))) throw notFound();
}

export async function randomDenrTrivia(ctx: AppContext): Promise<TriviaItem> {
  const row = await randomTriviaRow(ctx.db, 'DENR');
  if (!row) throw new AppError('NOT_FOUND', 'There is no DENR trivia yet.');
  return toTrivia(row);
}

export async function seedTrivia(ctx: AppContext): Promise<void> {
  await runOnce(ctx.db, 'denr-trivia', async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const start = ctx.clock.now().getTime();
    for (const [index, item] of seedTriviaCatalog.entries()) {
      const createdAt = new Date(start - index * 60_000);
      const imageSha256 = item.card
        ? await storeFile(
            txCtx,
            Buffer.from(triviaCardSvg(item.card.title, item.content, item.card.scientificName)),
            'image/svg+xml',
          )
        : null;
      // An image trivia carries its fact in the picture; the text stays for screen readers.
      await insertTrivia(tx, { content: item.content, imageSha256, source: 'DENR', createdAt });
    }
  });
}

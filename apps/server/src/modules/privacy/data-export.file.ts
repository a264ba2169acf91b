import { pipeline, Readable, PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

/*
 * The player's data as one JSON document, written while it is read. A document is a tree of
 * parts: a plain value (written at once), a `later` value (read when the writer reaches it), a
 * `list` (an async iterable of entries, read a batch at a time by its producer) and a `group`
 * (named parts, nested). The writer walks the tree in order and yields the text piece by piece,
 * indented by two spaces a level, so a person can read the file in any text editor; only the
 * batch being written is held in memory, whatever the length of a list.
 */

class Later {
  constructor(readonly read: () => Promise<unknown>) {}
}
class List {
  constructor(readonly entries: AsyncIterable<unknown>) {}
}
class Group {
  constructor(readonly parts: Record<string, Part>) {}
}
export type Part = Later | List | Group | unknown;

/** A value read only when the writer reaches it (after the parts before it are written). */
export const later = (read: () => Promise<unknown>): Part => new Later(read);
/** A list written entry by entry, as its iterable hands them over. */
export const list = (entries: AsyncIterable<unknown>): Part => new List(entries);
/** Named parts, written in their order. */
export const group = (parts: Record<string, Part>): Part => new Group(parts);

const INDENT = '  ';

/** `JSON.stringify` with two spaces, its lines after the first indented to `indent`. */
function plain(value: unknown, indent: string): string {
  return (JSON.stringify(value, null, 2) ?? 'null').replaceAll('\n', `\n${indent}`);
}

async function* write(part: Part, indent: string): AsyncGenerator<string> {
  if (part instanceof Later) {
    yield plain(await part.read(), indent);
  } else if (part instanceof List) {
    const inner = indent + INDENT;
    let first = true;
    for await (const entry of part.entries) {
      yield `${first ? '[\n' : ',\n'}${inner}${plain(entry, inner)}`;
      first = false;
    }
    yield first ? '[]' : `\n${indent}]`;
  } else if (part instanceof Group) {
    const inner = indent + INDENT;
    const entries = Object.entries(part.parts);
    if (entries.length === 0) {
      yield '{}';
      return;
    }
    yield '{\n';
    for (const [index, [name, value]] of entries.entries()) {
      yield `${inner}${JSON.stringify(name)}: `;
      yield* write(value, inner);
      yield index < entries.length - 1 ? ',\n' : `\n${indent}}`;
    }
  } else {
    yield plain(part, indent);
  }
}

/** The document's text, piece by piece, ending with a line break. */
export async function* jsonDocument(document: Record<string, Part>): AsyncGenerator<string> {
  yield* write(group(document), '');
  yield '\n';
}

export interface JsonFile {
  filename: string;
  document: Record<string, Part>;
}

/**
 * Sends the document as a download, piped to the client with back-pressure: the next batch is
 * read only when the client has taken the last. A failure before the first byte is the usual
 * error answer; one later cuts the download short (the file is then not valid JSON, so a cut
 * file cannot pass for a whole one), and a client that goes away stops the reads.
 */
export function sendJsonFile(reply: FastifyReply, file: JsonFile): FastifyReply {
  const body = new PassThrough();
  pipeline(Readable.from(jsonDocument(file.document)), body, () => undefined);
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * The few parts of the tar format (POSIX ustar) that a backup of the embedded database needs:
 * regular files and folders, nothing else. Written here rather than taken from a package so
 * that reading a backup back can refuse anything unexpected (links, devices, paths that
 * climb out of the target folder) before a byte is written.
 */

const BLOCK = 512;

export type TarEntryType = 'file' | 'directory';

/** The 512-byte header of one entry; a folder's name ends with `/`. */
export function tarHeader(name: string, type: TarEntryType, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  const fullName = type === 'directory' && !name.endsWith('/') ? `${name}/` : name;
  const [prefix, base] = splitName(fullName);
  header.write(base, 0, 100, 'utf8');
  writeOctal(header, 100, 8, type === 'directory' ? 0o700 : 0o600);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeOctal(header, 124, 12, type === 'directory' ? 0 : size);
  writeOctal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header.write(type === 'directory' ? '5' : '0', 156, 1, 'ascii');
  header.write('ustar\u000000', 257, 8, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  header.write(' '.repeat(8), 148, 8, 'ascii');
  writeOctal(header, 148, 7, checksum(header));
  return header;
}

/** The zeros that round a file's data up to whole blocks. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Two blocks of zeros: the end of the archive. */
export function tarEnd(): Buffer {
  return Buffer.alloc(2 * BLOCK);
}

/** Receives the entries of an archive as it is read; a file's data arrives in pieces. */
export interface TarVisitor {
  directory(name: string): void;
  file(name: string, size: number): { write(chunk: Buffer): void; end(): void };
}

export class TarFormatError extends Error {}

/**
 * Reads an archive from `source`, handing each entry to `visitor` in order. Names are checked
 * first: relative, without `.` or `..` parts. Anything but a file or a folder is refused.
 */
export async function readTar(source: AsyncIterable<Buffer>, visitor: TarVisitor): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let file: ReturnType<TarVisitor['file']> | undefined;
  let remaining = 0;
  let skip = 0;
  let ended = false;
  for await (const chunk of source) {
    const data: Buffer = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    pending = Buffer.alloc(0);
    let offset = 0;
    while (offset < data.length && !ended) {
      if (remaining > 0) {
        const length = Math.min(remaining, data.length - offset);
        file?.write(data.subarray(offset, offset + length));
        offset += length;
        remaining -= length;
        if (remaining === 0) {
          file?.end();
          file = undefined;
        }
      } else if (skip > 0) {
        const length = Math.min(skip, data.length - offset);
        offset += length;
        skip -= length;
      } else if (data.length - offset < BLOCK) {
        pending = data.subarray(offset);
        offset = data.length;
      } else {
        const header = data.subarray(offset, offset + BLOCK);
        offset += BLOCK;
        if (header.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        const entry = parseHeader(header);
        if (entry.type === 'directory') {
          visitor.directory(entry.name);
        } else {
          file = visitor.file(entry.name, entry.size);
          remaining = entry.size;
          skip = tarPadding(entry.size).length;
          if (remaining === 0) {
            file.end();
            file = undefined;
          }
        }
      }
    }
  }
  if (!ended || remaining > 0) throw new TarFormatError('the file ends before its last entry');
}

function parseHeader(header: Buffer): { name: string; type: TarEntryType; size: number } {
  const stored = readOctal(header, 148, 8);
  if (stored !== checksum(header)) throw new TarFormatError('a damaged entry (its checksum)');
  if (header.toString('ascii', 257, 262) !== 'ustar') {
    throw new TarFormatError('an entry that is not in the ustar format');
  }
  const base = readString(header, 0, 100);
  const prefix = readString(header, 345, 155);
  const name = (prefix ? `${prefix}/${base}` : base).replace(/\/$/, '');
  const flag = String.fromCharCode(header[156] ?? 0);
  const type = flag === '5' ? 'directory' : flag === '0' || flag === '\u0000' ? 'file' : undefined;
  if (!type) throw new TarFormatError(`an entry of a kind a backup never holds (${name})`);
  const parts = name.split('/');
  if (
    name === '' ||
    name.startsWith('/') ||
    parts.some((p) => p === '' || p === '.' || p === '..')
  ) {
    throw new TarFormatError(`an entry with a name a backup never holds (${name})`);
  }
  return { name, type, size: type === 'file' ? readOctal(header, 124, 12) : 0 };
}

/** ustar keeps names of up to 100 bytes, plus a folder prefix of up to 155. */
function splitName(name: string): [string, string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const base = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return [prefix, base];
  }
  throw new TarFormatError(`a name too long for the archive: ${name}`);
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
  return sum;
}

function writeOctal(header: Buffer, offset: number, length: number, value: number): void {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\u0000`, offset, length, 'ascii');
}

function readOctal(header: Buffer, offset: number, length: number): number {
  const text = readString(header, offset, length).trim();
  return /^[0-7]+$/.test(text) ? Number.parseInt(text, 8) : Number.NaN;
}

function readString(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.toString('utf8', 0, end === -1 ? length : end);
}

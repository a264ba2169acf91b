import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { CsvExport } from './exports.service.ts';

/**
 * Sends an export as a CSV file, written while its rows are read: the rows' iterable feeds
 * csv-stringify through a stream, and the answer is piped to the client, so each side waits
 * for the other (back-pressure) and only a batch of rows is held at a time, whatever the size.
 *
 * The file is RFC 4180 (CRLF between records; a cell with a comma, a quote or a line break is
 * quoted, its quotes doubled) in UTF-8 with a byte order mark, which Excel and LibreOffice
 * need to read it as UTF-8. A text cell that starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a `'` in front, so that a spreadsheet shows it instead of running it as
 * a formula (OWASP, CSV injection); numbers, negative ones too, are left as they are.
 *
 * A failure before the first byte is the usual error answer; one later cuts the download short
 * (Fastify logs it and closes the connection), and a client that goes away stops the reads.
 */
export function sendCsv(reply: FastifyReply, file: CsvExport): FastifyReply {
  const csv = stringify({
    bom: true,
    header: true,
    columns: file.columns,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  // The error reaches the reply through `csv`, which pipeline destroys with it.
  pipeline(Readable.from(file.records), csv, () => undefined);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

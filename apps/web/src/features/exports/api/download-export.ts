import { useMutation } from '@tanstack/react-query';
import { apiRoutes, pathTo, type ExportKind } from '@punla/contract';
import { downloadFile } from '#shared/download-file.ts';

const routes: Record<ExportKind, string> = {
  attendees: apiRoutes.exports.attendees,
  'real-trees': apiRoutes.exports.realTrees,
  standings: apiRoutes.exports.standings,
  players: apiRoutes.exports.players,
  audit: apiRoutes.exports.audit,
};

export interface ExportRequest {
  kind: ExportKind;
  /** The export's query: `eventId`, `season`, or `from` and `to`. */
  query?: Record<string, string | number>;
}

/** The export's address with its query. */
export const exportPath = ({ kind, query }: ExportRequest) => pathTo(routes[kind], {}, query);

/**
 * Downloads an export as its CSV file; answers the file's name. A refusal (a season not ended,
 * a range too long) is the error toast with the server's message.
 */
export const downloadExport = (request: ExportRequest) =>
  downloadFile(exportPath(request), `punla-${request.kind}.csv`);

export const useDownloadExport = () => useMutation({ mutationFn: downloadExport });

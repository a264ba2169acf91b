import { useMutation } from '@tanstack/react-query';
import { apiRoutes, pathTo } from '@punla/contract';
import { downloadFile } from '#shared/download-file.ts';

/** Downloads the event's RSVPs as a CSV file (the admins' export); answers the file's name. */
export const exportAttendees = (eventId: number) =>
  downloadFile(pathTo(apiRoutes.exports.attendees, {}, { eventId }), 'punla-attendees.csv');

export const useExportAttendees = () => useMutation({ mutationFn: exportAttendees });

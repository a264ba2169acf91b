import { useMutation } from '@tanstack/react-query';
import { apiRoutes, pathTo } from '@punla/contract';
import { downloadFile } from '#shared/download-file.ts';

/**
 * Downloads the player's data file (`punla-data-{username}-{date}.json`) with the session's
 * token and hands it to the browser as a download; answers the file's name.
 */
export const downloadMyData = (userId: string) =>
  downloadFile(pathTo(apiRoutes.privacy.export, { userId }), 'punla-data.json');

export const useDownloadMyData = () =>
  useMutation({
    mutationFn: downloadMyData,
    // The block shows a refusal (the day's limit) itself, under its button.
    meta: { errorToast: false },
  });

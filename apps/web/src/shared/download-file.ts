import { apiFile } from './api-client.ts';

/**
 * Saves a file of the API (a CSV export) as a download. The routes need the session's token,
 * which a plain link cannot send, so the file is fetched with it and handed to the browser
 * through an object address. Returns the file's name: the server's, else `fallbackName`.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const { blob, filename } = await apiFile(path);
  const name = filename ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}

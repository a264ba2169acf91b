import { apiRoutes, pathTo } from '@punla/contract';
import { api } from '#shared/api-client.ts';

const asText = { parse: (data: unknown) => String(data ?? '') };

/**
 * Saves the event's calendar file. The route needs the session's token, which a plain link
 * cannot send, so the file is fetched and handed to the browser as a download.
 */
export async function downloadCalendar(eventId: number): Promise<void> {
  const text = await api.get(pathTo(apiRoutes.events.calendar, { eventId }), asText);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `punla-event-${eventId}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

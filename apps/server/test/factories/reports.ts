import { apiRoutes, pathTo, type OwnReport } from '@punla/contract';
import type { TestApp, TestPlayer } from '../test-app.ts';

/** Sends a bug report or a suggestion as the player. */
export function sendReport(t: TestApp, player: TestPlayer, payload: object) {
  return t.request({ method: 'POST', url: apiRoutes.reports.list, token: player.token, payload });
}

/** Sends a report through the API and returns it. */
export async function createReport(
  t: TestApp,
  player: TestPlayer,
  fields: { type?: 'BUG' | 'SUGGESTION'; message?: string } = {},
): Promise<OwnReport> {
  const response = await sendReport(t, player, {
    type: 'BUG',
    message: 'The water button does not react on my phone.',
    ...fields,
  });
  if (response.statusCode !== 201) throw new Error(`report not sent: ${response.body}`);
  return response.json<OwnReport>();
}

/** An update of a report (`{ status, reply? }`) sent by `caller`. */
export function updateReport(t: TestApp, caller: TestPlayer, id: number | string, payload: object) {
  return t.request({
    method: 'PUT',
    url: pathTo(apiRoutes.reports.one, { id }),
    token: caller.token,
    payload,
  });
}

import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { createReport, sendReport } from '../../../test/factories/reports.ts';
import { createPlayer, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

describe('bug reports and suggestions', () => {
  it('are sent by players and read and handled by admins', async () => {
    const player = await createPlayer(t);
    const admin = await createPlayer(t, { role: 'ADMIN' });
    const message = 'The water button does not react on my phone.';
    const sent = await createReport(t, player, { type: 'BUG', message });
    expect(sent).toMatchObject({ type: 'BUG', status: 'OPEN', username: player.user.username });
    const list = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.reports.list, {}, { status: 'OPEN' }),
      token: admin.token,
    });
    expect(list.json().items[0]).toMatchObject({ id: sent.id, message });
    const handled = await t.request({
      method: 'PUT',
      url: pathTo(apiRoutes.reports.one, { id: sent.id }),
      token: admin.token,
      payload: { status: 'HANDLED' },
    });
    expect(handled.json()).toMatchObject({ status: 'HANDLED', handledAt: expect.any(String) });
    const asPlayer = await t.request({
      method: 'GET',
      url: apiRoutes.reports.list,
      token: player.token,
    });
    expect(asPlayer.statusCode).toBe(403);
  });

  it.each([
    [{ type: 'PRAISE', message: 'Lovely game, thank you!' }, 'type: type is BUG or SUGGESTION.'],
    [
      { type: 'SUGGESTION', message: 'short' },
      'message: Tell us a little more: at least 10 characters.',
    ],
    [
      { type: 'SUGGESTION', message: 'x'.repeat(2001) },
      'message: A report has at most 2000 characters.',
    ],
    [{ type: 'BUG' }, 'message: This field is required.'],
  ])('refuses %j', async (payload, message) => {
    const response = await sendReport(t, await createPlayer(t), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

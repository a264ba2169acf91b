import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@punla/contract';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

describe('game config', () => {
  it('tells anyone the time zone of the game day', async () => {
    const response = await t.request({ method: 'GET', url: apiRoutes.gameConfig });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ timeZone: 'Asia/Manila' });
  });
});

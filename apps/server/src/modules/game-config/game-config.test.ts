import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@punla/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('game config', () => {
  it('tells anyone the time zone of the game day', async () => {
    const response = await t.request({ method: 'GET', url: apiRoutes.gameConfig });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ timeZone: 'Asia/Manila' });
  });
});

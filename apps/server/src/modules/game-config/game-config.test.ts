import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@punla/contract';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

describe('game config', () => {
  it('tells anyone the time zone of the game day', async () => {
    const response = await t.request({ method: 'GET', url: apiRoutes.gameConfig });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ timeZone: 'Asia/Manila', aiTrivia: false });
  });

  it('says AI trivia is offered when the server has AI settings', async () => {
    const withAi = await createTestApp(
      {},
      { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'tiny-model' },
    );
    try {
      const response = await withAi.request({ method: 'GET', url: apiRoutes.gameConfig });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ timeZone: 'Asia/Manila', aiTrivia: true });
    } finally {
      await withAi.close();
    }
  });
});

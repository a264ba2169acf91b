import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  reminderSettings,
  reminderSettingsInput,
  unsubscribeQuery,
  unsubscribeResult,
  userIdParams,
} from '@punla/contract';
import { errorResponses } from '../../lib/route-responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  getReminderSettings,
  setReminderSettings,
  unsubscribe,
  type RemindersContext,
} from './reminders.service.ts';

export function registerReminderRoutes(fastify: FastifyInstance, ctx: RemindersContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Reminders'];

  app.get(apiRoutes.reminders.settings, {
    config: { guard: 'self' },
    schema: {
      tags,
      params: userIdParams,
      response: { 200: reminderSettings, ...errorResponses() },
    },
    handler: (request) => getReminderSettings(ctx, request.params.userId),
  });

  app.put(apiRoutes.reminders.settings, {
    config: { guard: 'self' },
    schema: {
      tags,
      params: userIdParams,
      body: reminderSettingsInput,
      response: { 200: reminderSettings, ...errorResponses() },
    },
    handler: (request) =>
      setReminderSettings(ctx, currentUser(request), request.params.userId, request.body.enabled),
  });

  // The target of the mails' List-Unsubscribe-Post header (RFC 8058): a mail program posts
  // "List-Unsubscribe=One-Click" as a form, and the web page of the mail's link posts nothing.
  // The token in the query is the whole authority, so the body is read by no one; the form
  // body is accepted on this route alone.
  void fastify.register(async (scoped) => {
    scoped.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    scoped.withTypeProvider<ZodTypeProvider>().post(apiRoutes.reminders.unsubscribe, {
      config: { guard: 'public' },
      schema: {
        tags,
        querystring: unsubscribeQuery,
        response: { 200: unsubscribeResult, ...errorResponses() },
      },
      handler: (request) => unsubscribe(ctx, request.query.token),
    });
  });
}

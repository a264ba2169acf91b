import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audited } from '../../plugins/audit.ts';
import {
  apiRoutes,
  attendeeList,
  checkInInput,
  checkInResult,
  closeEventInput,
  closeEventResult,
  eventIdParams,
  eventInput,
  eventTicket,
  eventUserParams,
  plantingEvent,
  eventListQuery,
  plantingEventList,
  publicImpact,
  realTreeList,
  rsvpInput,
  rsvpResult,
  survivalCheck,
  survivalInput,
  userIdParams,
} from '@punla/contract';
import { limitPublicReads, type PublicReadContext } from '../../lib/public-reads.ts';
import { formConsumes, readFormInput } from '../../lib/request-input.ts';
import { deletedResponse, errorResponses } from '../../lib/route-responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import { checkIn, listAttendees } from './check-in.service.ts';
import type { EventsContext } from './events.context.ts';
import { createEvent, getEvent, getEventCalendar, listEvents } from './events.service.ts';
import { cancelEvent, updateEvent } from './event-changes.service.ts';
import {
  closeEvent,
  getPublicImpact,
  listRealTrees,
  recordSurvival,
} from './real-trees.service.ts';
import { cancelRsvp, getTicket, rsvpToEvent } from './rsvps.service.ts';
import { answerOnce } from '../../plugins/idempotency.ts';

export function registerEventRoutes(
  fastify: FastifyInstance,
  ctx: EventsContext & PublicReadContext,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Events'];
  // A closed event or a survival check changes the public impact: once committed, this server
  // counts it again at the next read (the others within PUBLIC_CACHE_SECONDS.impact).
  const impactChanged = <T>(answer: T): T => {
    ctx.publicCache.forget('impact');
    return answer;
  };

  app.post(apiRoutes.events.list, {
    config: { guard: 'admin', audit: { action: 'event.create', target: 'event' } },
    schema: { tags, body: eventInput, response: { 201: plantingEvent, ...errorResponses() } },
    handler: (request, reply) =>
      answerOnce(request, reply, ctx, { status: 201 }, (tx) =>
        audited(request, tx, { targetId: (event) => event.id }, (audit: typeof tx) =>
          createEvent(audit, currentUser(request), request.body),
        ),
      ),
  });

  app.get(apiRoutes.events.list, {
    config: { guard: 'user' },
    schema: {
      tags,
      querystring: eventListQuery,
      response: { 200: plantingEventList, ...errorResponses() },
    },
    handler: (request) => listEvents(ctx, currentUser(request), request.query),
  });

  app.get(apiRoutes.events.one, {
    config: { guard: 'user' },
    schema: { tags, params: eventIdParams, response: { 200: plantingEvent, ...errorResponses() } },
    handler: (request) => getEvent(ctx, currentUser(request), request.params.eventId),
  });

  app.put(apiRoutes.events.one, {
    config: { guard: 'admin', audit: { action: 'event.update', target: 'event' } },
    schema: {
      tags,
      params: eventIdParams,
      body: eventInput,
      response: { 200: plantingEvent, ...errorResponses(409) },
    },
    handler: (request) => {
      const { eventId } = request.params;
      const admin = currentUser(request);
      const before = (tx: EventsContext) => getEvent(tx, admin, eventId);
      return audited(request, ctx, { targetId: eventId, before }, (tx) =>
        updateEvent(tx, admin, eventId, request.body),
      );
    },
  });

  app.delete(apiRoutes.events.one, {
    config: { guard: 'admin', audit: { action: 'event.cancel', target: 'event' } },
    schema: {
      tags,
      params: eventIdParams,
      response: { 204: deletedResponse, ...errorResponses(409) },
    },
    handler: async (request, reply) => {
      const { eventId } = request.params;
      const before = (tx: EventsContext) => getEvent(tx, currentUser(request), eventId);
      await audited(request, ctx, { targetId: eventId, before, after: () => null }, (tx) =>
        cancelEvent(tx, eventId),
      );
      return reply.status(204).send(null);
    },
  });

  app.post(apiRoutes.events.rsvp, {
    config: { guard: 'self' },
    schema: {
      tags,
      params: eventUserParams,
      // An adult's RSVP may come without a body; a minor's brings the guardian's consent.
      body: rsvpInput.nullish(),
      response: { 201: rsvpResult, ...errorResponses(409) },
    },
    handler: async (request, reply) => {
      const { eventId, userId } = request.params;
      return answerOnce(request, reply, ctx, { status: 201 }, (tx) =>
        rsvpToEvent(tx, currentUser(request), eventId, userId, request.body ?? {}),
      );
    },
  });

  app.delete(apiRoutes.events.rsvp, {
    config: { guard: 'self' },
    schema: {
      tags,
      params: eventUserParams,
      response: { 204: deletedResponse, ...errorResponses(409) },
    },
    handler: async (request, reply) => {
      const { eventId, userId } = request.params;
      await cancelRsvp(ctx, currentUser(request), eventId, userId);
      return reply.status(204).send(null);
    },
  });

  app.get(apiRoutes.events.ticket, {
    config: { guard: 'self' },
    schema: {
      tags,
      params: eventUserParams,
      response: { 200: eventTicket, ...errorResponses(409) },
    },
    handler: async (request, reply) => {
      const { eventId, userId } = request.params;
      // A ticket code lets its holder in: no cache keeps it.
      reply.header('cache-control', 'no-store');
      return getTicket(ctx, currentUser(request), eventId, userId);
    },
  });

  app.get(apiRoutes.events.calendar, {
    config: { guard: 'user' },
    schema: { tags, params: eventIdParams, response: errorResponses() },
    handler: async (request, reply) => {
      const calendar = await getEventCalendar(ctx, request.params.eventId);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="punla-event-${request.params.eventId}.ics"`,
        )
        .send(calendar as never); // iCalendar text, not JSON
    },
  });

  app.get(apiRoutes.events.attendees, {
    config: { guard: 'admin' },
    schema: { tags, params: eventIdParams, response: { 200: attendeeList, ...errorResponses() } },
    handler: (request) => listAttendees(ctx, request.params.eventId),
  });

  // A check-in is recorded about the player checked in, so that it shows in their file.
  app.post(apiRoutes.events.checkIn, {
    config: { guard: 'admin', audit: { action: 'event.check-in', target: 'player' } },
    schema: {
      tags,
      params: eventIdParams,
      body: checkInInput,
      response: { 200: checkInResult, ...errorResponses(409) },
    },
    handler: (request, reply) =>
      answerOnce(request, reply, ctx, { status: 200 }, (tx) =>
        audited(
          request,
          tx,
          {
            targetId: (result) => result.userId,
            after: (result) => ({ eventId: request.params.eventId, ...result }),
          },
          (audit: typeof tx) => checkIn(audit, request.params.eventId, request.body),
        ),
      ),
  });

  app.post(apiRoutes.events.close, {
    config: { guard: 'admin', audit: { action: 'event.close', target: 'event' } },
    schema: {
      tags,
      consumes: formConsumes,
      params: eventIdParams,
      response: { 200: closeEventResult, ...errorResponses(409, 413, 415) },
    },
    handler: async (request, reply) => {
      const { input, image } = await readFormInput(request, closeEventInput);
      const carries = { input, image };
      return answerOnce(request, reply, ctx, { status: 200, carries }, (tx) =>
        audited(
          request,
          tx,
          {
            targetId: request.params.eventId,
            before: (audit: typeof tx) =>
              getEvent(audit, currentUser(request), request.params.eventId),
            after: (result) => ({ ...result.event, realTreesGiven: result.realTrees }),
          },
          (audit: typeof tx) =>
            closeEvent(audit, currentUser(request), request.params.eventId, input, image),
        ),
      ).then(impactChanged);
    },
  });

  app.post(apiRoutes.events.survival, {
    config: { guard: 'admin', audit: { action: 'event.survival-check', target: 'event' } },
    schema: {
      tags,
      params: eventIdParams,
      body: survivalInput,
      response: { 201: survivalCheck, ...errorResponses(409) },
    },
    handler: (request, reply) =>
      answerOnce(request, reply, ctx, { status: 201 }, (tx) =>
        audited(request, tx, { targetId: request.params.eventId }, (audit: typeof tx) =>
          recordSurvival(audit, request.params.eventId, request.body),
        ),
      ).then(impactChanged),
  });

  app.get(apiRoutes.events.realTrees, {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: realTreeList, ...errorResponses() } },
    handler: (request) => listRealTrees(ctx, request.params.userId),
  });

  app.get(apiRoutes.events.impact, {
    config: { guard: 'public' },
    schema: { tags, response: { 200: publicImpact, ...errorResponses() } },
    handler: async (request) => {
      await limitPublicReads(ctx, 'impact', request.ip);
      return getPublicImpact(ctx);
    },
  });
}

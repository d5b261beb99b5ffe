import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CONTACT_ERROR_CODES,
  ContactLimitSchema,
  ContactMessageBodySchema,
  ContactSentSchema,
  hasErrors,
  sanitizeContactForm,
  validateContactForm,
} from '@premieres/contracts';
import { optionalAuth } from '../../core/access';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { contactMessageModel } from '../../models/contact-message';
import { contactKey, contactLimitState, publicLimit, reserveContactSlot } from './contact-limit';
import { staffMessageRoutes } from './staff-routes';

const tags = ['contact'];

/**
 * Domain plugin `contact`: the contact form (anyone; 3 accepted messages per hour per client,
 * spec §4, §9) and the staff's Messages tab (moderator+, under /api/admin/contact-messages).
 */
export const contactPlugin: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/contact/limit',
    {
      config: { access: 'anon' },
      schema: {
        tags,
        summary: 'Whether this client may send a message now, else the minutes to wait',
        response: { 200: ContactLimitSchema },
      },
    },
    async (request) =>
      publicLimit(await contactLimitState(app.db, contactKey(request.ip), app.clock.now().getTime())),
  );

  app.post(
    '/contact',
    {
      config: { access: 'anon' },
      schema: {
        tags,
        summary: 'Send a message (spec §5 rules); 429 CONTACT_RATE_LIMITED after 3 within an hour',
        body: ContactMessageBodySchema,
        response: { 201: ContactSentSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // Refused input is not an accepted message: it neither counts nor is stored.
      const errors = validateContactForm(request.body);
      if (hasErrors(errors)) throw AppError.rules(errors, {}, CONTACT_ERROR_CODES.validation);
      const now = app.clock.now().getTime();
      const key = contactKey(request.ip);
      const slot = await reserveContactSlot(app.db, key, now);
      if (!slot.ok) {
        // The minutes (rounded up) travel as retryAfterMinutes and the message's `minutes`.
        throw AppError.limited(
          CONTACT_ERROR_CODES.rateLimited,
          'contact.tooManyDescription',
          slot.state.remainingMs,
        );
      }
      const sender = await optionalAuth(request);
      try {
        const doc = await contactMessageModel(app.db).create({
          ...sanitizeContactForm(request.body),
          user_id: sender?.userId ?? null,
          status: 'open',
          created_at: new Date(now),
        });
        const limit = publicLimit(await contactLimitState(app.db, key, now));
        return reply.code(201).send({ id: doc._id.toHexString(), limit });
      } catch (error) {
        // Nothing half-written: a message that was not stored gives its slot back.
        await slot.release();
        throw error;
      }
    },
  );

  await app.register(staffMessageRoutes);
};

/** POST /api/contact: the public contact form. */
import type { FastifyInstance } from 'fastify';
import { validateBody } from '../../edge/validate.js';
import { ContactInput } from './contact.inputs.js';
import { CONTACT_RECEIVED_MESSAGE, type ContactService } from './contact.service.js';

export function contactRoutes(app: FastifyInstance, contact: ContactService): void {
  app.post('/api/contact', { config: { publicWrite: true } }, async (request, reply) => {
    const input = await validateBody(ContactInput, request.body, ['name', 'email', 'phone', 'message']);
    const query = await contact.submit(request.em, input);
    return reply.code(201).send({ message: CONTACT_RECEIVED_MESSAGE, _id: query._id });
  });
}

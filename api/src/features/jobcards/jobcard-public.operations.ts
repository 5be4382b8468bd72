/** The customer's side, no token: the service terms, the signing page and signing, the quote page and its decision. */
import { json, messageSchema } from '../../shared/json-schema.js';
import { Int } from 'type-graphql';
import { arg, defineOperation, type ArgSpec, type Http } from '../../edge/operation.js';
import { defineMessageOperation } from '../../edge/message-operation.js';
import { jsonBody } from '../../edge/validate.js';
import { MessageResult } from '../../shared/message-result.js';
import { centsToDollars } from '../../shared/money.js';
import { publicQuoteJson, publicQuoteSchema } from './jobcard.json.js';
import { SignPolicyInput } from './jobcard.inputs.js';
import { PublicQuote, publicQuote, SigningPolicy } from './jobcard.types.js';

// A drawn signature may be up to 1 MB of PNG, i.e. ~1.4 MB of base64: let it reach the check
// that answers with a clear message.
const SIGNING_BODY_LIMIT = 2 * 1024 * 1024;

const idParam = ({ request }: Http) => (request.params as { id: string }).id;

/** The customer's pages are never cached and never indexed (set before anything is read, so a refusal says so too). */
function privatePage(http: Http): { id: string } {
  http.reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
  return { id: idParam(http) };
}

export const jobCardPublicOperations = [
  defineOperation({
    name: 'serviceTerms',
    kind: 'query',
    access: 'public',
    description: 'The ten service terms customers sign, in order (the warranty term with the period every invoice states).',
    args: {},
    result: () => [String],
    run: async ({ services }) => (await services.jobcardCustomer.terms()).terms,
  }),
  defineOperation({
    name: 'signingPolicy',
    kind: 'query',
    access: 'public',
    description: 'The signing page of a job card (public, by its id).',
    args: { id: arg.id() },
    result: () => SigningPolicy,
    run: ({ em, services }, { id }) => services.jobcardCustomer.signingView(em, id),
    rest: {
      method: 'GET',
      path: '/api/jobcards/sign/:id',
      args: privatePage,
      present: (view) => ({ ...view, termsAcceptance: { ...view.termsAcceptance, timestamp: view.termsAcceptance.timestamp?.toISOString() ?? null } }),
      answer: json.graphqlType('SigningPolicy'),
    },
  }),
  defineMessageOperation({
    name: 'signPolicy',
    kind: 'mutation',
    access: 'public-write',
    description: 'Accepts the service terms with a drawn signature or a typed name (public).',
    args: { id: arg.id(), input: arg.input(SignPolicyInput) },
    run: ({ em, services, ip, userAgent }, { id, input }) => services.jobcardCustomer.sign(em, id, input, { ip, userAgent }),
    rest: {
      method: 'POST',
      path: '/api/jobcards/sign/:id',
      bodyLimit: SIGNING_BODY_LIMIT,
      // The two fields as sent: the service checks them.
      args: (http) => {
        const { signatureDataUrl, signedName } = jsonBody(http.request);
        return { id: idParam(http), input: { signatureDataUrl, signedName } as SignPolicyInput };
      },
    },
  }),
  defineOperation({
    name: 'quote',
    kind: 'query',
    access: 'public',
    description: 'A quote as its customer sees it (public, by its unguessable id).',
    args: { id: arg.id() },
    result: () => PublicQuote,
    run: async ({ em, services }, { id }) => {
      const quote = await services.jobcardCustomer.quote(em, id);
      // The page's other sections (the inspection it was sent with): REST answers them at once, GraphQL as fields.
      return { quote, sections: () => services.jobcardCustomer.quoteSectionsOf(em, quote) };
    },
    graphql: ({ quote }) => publicQuote(quote),
    rest: {
      method: 'GET',
      path: '/api/quotes/:id',
      args: privatePage,
      present: async ({ quote, sections }) => ({ ...publicQuoteJson(quote), ...(await sections()) }),
      answer: json.extend(publicQuoteSchema, { inspection: json.any('The inspection the quote was sent with, if any.') }, ['inspection']),
    },
  }),
  defineOperation({
    name: 'approveQuote',
    kind: 'mutation',
    access: 'public-write',
    description:
      'The customer approves a quote (public) with their name (required: BAD_USER_INPUT "Please enter your name." without it): `lines` (0-based) approves those lines only; absent, the whole quote. Optionally with a note of at most 1000 characters.',
    args: {
      id: arg.id(),
      lines: { type: () => [Int], nullable: true } as ArgSpec<number[] | null | undefined>,
      note: arg.optionalString(),
      name: { ...arg.optionalString(), description: 'The customer’s name, one line (required).' } as ArgSpec<string | null | undefined>,
    },
    result: () => MessageResult,
    run: ({ em, services, ip, userAgent }, { id, lines, note, name }) => services.jobcardCustomer.decide(em, id, 'approved', note, { ip, userAgent }, lines, name),
    graphql: ({ message }) => new MessageResult(message),
    rest: {
      // `name`: the customer's, required. `{ lines: [indexes] }` approves those lines only; without it, the whole quote. `note`: the customer's, optional.
      // The fields as sent: the service checks them.
      method: 'POST',
      path: '/api/quotes/:id/approve',
      args: (http) => {
        const body = jsonBody(http.request);
        return { id: idParam(http), lines: body.lines as number[] | undefined, note: body.note as string | undefined, name: body.name as string | undefined };
      },
      present: ({ message, quote }) => ({
        message,
        approvedLines: quote.approvedLines ?? null,
        approvedTotal: centsToDollars(quote.approvedTotalCents ?? quote.totalCents),
        approvedByName: quote.decidedByName ?? null,
      }),
      answer: json.extend(messageSchema, { approvedLines: json.nullable(json.array(json.integer())), approvedTotal: json.number(), approvedByName: json.nullable(json.string()) }),
    },
  }),
  defineOperation({
    name: 'declineQuote',
    kind: 'mutation',
    access: 'public-write',
    description: 'The customer declines a quote, optionally with a note of at most 1000 characters and their name (public).',
    args: { id: arg.id(), note: arg.optionalString(), name: { ...arg.optionalString(), description: 'The customer’s name, one line (optional).' } as ArgSpec<string | null | undefined> },
    result: () => MessageResult,
    run: ({ em, services, ip, userAgent }, { id, note, name }) => services.jobcardCustomer.decide(em, id, 'declined', note, { ip, userAgent }, undefined, name),
    graphql: ({ message }) => new MessageResult(message),
    rest: {
      method: 'POST',
      path: '/api/quotes/:id/decline',
      args: (http) => {
        const body = jsonBody(http.request);
        return { id: idParam(http), note: body.note as string | undefined, name: body.name as string | undefined };
      },
      present: ({ message }) => ({ message }),
      answer: messageSchema,
    },
  }),
];

/**
 * The Xero sync's operations: its state (staff), connecting, choosing the organisation, saving the
 * Xero app and disconnecting (owners), retrying failed documents (staff), and Xero's return to the
 * app after the owner allowed the connection (REST only: a redirect to the settings page).
 */
import { arg, defineOperation } from '../../edge/operation.js';
import { XeroAppInput, XeroTenantInput } from './xero.inputs.js';
import { XeroConnectUrl, XeroIntegration, XeroRetryResult } from './xero.types.js';
import { XERO_CALLBACK_PATH } from './xero-connection.service.js';

export const xeroOperations = [
  defineOperation({
    name: 'xeroIntegration',
    kind: 'query',
    access: 'staff',
    description: 'The Xero sync: whether it is connected and to which organisation, when a document last reached Xero, and the documents waiting or failed with the reason (admin).',
    args: {},
    result: () => XeroIntegration,
    run: ({ em, services }) => services.xeroSync.view(em),
    rest: { method: 'GET', path: '/api/admin/integrations/xero' },
  }),
  defineOperation({
    name: 'connectXero',
    kind: 'mutation',
    access: 'owner',
    description: 'Starts connecting Xero: answers the address of Xero’s page where the owner signs in and allows the connection (valid ten minutes, once); Xero then sends them back to the app (owners).',
    args: {},
    result: () => XeroConnectUrl,
    run: async ({ em, services, caller, ip }) => ({ url: await services.xeroConnection.authorizationUrl(em, { id: caller!.sub, name: caller!.username, ip }) }),
    rest: { method: 'POST', path: '/api/admin/integrations/xero/connect' },
  }),
  defineOperation({
    name: 'xeroCallback',
    kind: 'query',
    only: 'rest',
    access: 'public',
    description: 'Where Xero sends the owner back after they allowed (or refused) the connection: 303 to the integrations settings page, saying connected, choose an organisation, or why not.',
    args: { code: arg.optionalString(), state: arg.optionalString(), error: arg.optionalString() },
    result: () => Boolean,
    run: ({ em, services, ip }, { code, state, error }) => services.xeroConnection.callback(em, { code: code ?? undefined, state: state ?? undefined, error: error ?? undefined }, ip),
    rest: {
      method: 'GET',
      path: XERO_CALLBACK_PATH,
      present: (to, http) => http.reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(to, 303),
      status: 303,
    },
  }),
  defineOperation({
    name: 'chooseXeroTenant',
    kind: 'mutation',
    access: 'owner',
    description: 'Chooses the Xero organisation documents go to, among those offered after connecting (owners).',
    args: { input: arg.input(XeroTenantInput) },
    result: () => XeroIntegration,
    run: async ({ em, services }, { input }) => {
      await services.xeroConnection.chooseTenant(em, input.tenantId);
      return services.xeroSync.view(em);
    },
    rest: { method: 'POST', path: '/api/admin/integrations/xero/tenant' },
  }),
  defineOperation({
    name: 'saveXeroApp',
    kind: 'mutation',
    access: 'owner',
    description: 'Saves the Xero app (client id and secret from developer.xero.com; the secret sealed) the workshop connects through; the server’s own configuration wins when set (owners).',
    args: { input: arg.input(XeroAppInput) },
    result: () => XeroIntegration,
    run: async ({ em, services }, { input }) => {
      await services.xeroConnection.saveApp(em, input);
      return services.xeroSync.view(em);
    },
    rest: { method: 'PUT', path: '/api/admin/integrations/xero/app' },
  }),
  defineOperation({
    name: 'retryXeroSync',
    kind: 'mutation',
    access: 'staff',
    description: 'Sends every failed document to Xero again now (admin).',
    args: {},
    result: () => XeroRetryResult,
    run: async ({ em, services }) => {
      const retried = await services.xeroSync.retry(em);
      return { retried, message: retried ? `${retried} document${retried === 1 ? '' : 's'} queued for Xero again.` : 'Nothing is waiting to be retried.' };
    },
    rest: { method: 'POST', path: '/api/admin/integrations/xero/sync' },
  }),
  defineOperation({
    name: 'disconnectXero',
    kind: 'mutation',
    access: 'owner',
    description: 'Disconnects Xero: nothing more is sent (documents already waiting go once it is connected again); the CSV export still works (owners).',
    args: {},
    result: () => XeroIntegration,
    run: async ({ em, services }) => {
      await services.xeroConnection.disconnect(em);
      return services.xeroSync.view(em);
    },
    rest: { method: 'DELETE', path: '/api/admin/integrations/xero' },
  }),
];

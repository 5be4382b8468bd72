/** Texts (Twilio and which messages go by text) and online payment (Stripe): read by staff; saved and tested by owners. Each operation's GraphQL field and REST route. */
import { json, messageSchema } from '../../shared/json-schema.js';
import { arg, defineOperation } from '../../edge/operation.js';
import { jsonBody } from '../../edge/validate.js';
import { SmsSettings, smsSettingsJson, SmsTestResult, StripeSettings, stripeSettingsJson } from './integrations.types.js';
import { readSmsKinds, readTwilioSettings, SmsKindsInput, SmsSettingsInput } from './sms-settings.inputs.js';
import { readStripeSettings, StripeSettingsInput } from './stripe-settings.inputs.js';
import { settingOperations } from './setting-operations.js';

/** The signed-in owner's name, who saved. */
const by = (caller: { username: string } | null) => caller!.username;

const TEXTS_SAVED = 'Text settings saved. Texts go through this account from now on.';

export const integrationsOperations = [
  ...settingOperations({
    names: { read: 'smsSettings', save: 'updateSmsSettings' },
    descriptions: {
      read: 'Texts in effect: the Twilio account without its auth token, whether texts are connected, and which messages go by text (admin).',
      save: 'Saves the Twilio account texts go through (its auth token sealed); texts use it at once. An empty account SID disconnects texts (owners).',
    },
    path: '/api/admin/settings/texts',
    input: SmsSettingsInput,
    result: SmsSettings,
    read: (services) => services.smsSettings.view(),
    save: ({ em, services, caller }, input) => services.smsSettings.save(em, readTwilioSettings({ ...input } as Record<string, unknown>), by(caller)),
    of: (view) => view,
    json: smsSettingsJson,
    saved: TEXTS_SAVED,
  }),
  defineOperation({
    name: 'updateSmsKinds',
    kind: 'mutation',
    access: 'owner',
    description: 'Saves which messages go by text as well as email (the kinds switched on); SMS_KINDS wins when set (owners).',
    args: { input: arg.input(SmsKindsInput) },
    result: () => SmsSettings,
    run: ({ em, services, caller }, { input }) => services.smsSettings.saveKinds(em, readSmsKinds(input), by(caller)),
    rest: {
      method: 'PUT',
      path: '/api/admin/settings/texts/kinds',
      args: ({ request }) => ({ input: jsonBody(request) as unknown as SmsKindsInput }),
      present: (view) => ({ message: 'Saved: the messages switched on go by text as well as email from now on.', ...smsSettingsJson(view) }),
      answer: json.allOf([messageSchema, json.graphqlType('SmsSettings')]),
    },
  }),
  defineOperation({
    name: 'sendTestText',
    kind: 'mutation',
    access: 'owner',
    description: 'Queues one test text to the number given and says where it went: through the Twilio account, or saved as a file while texts are not connected (owners).',
    args: { phone: arg.string() },
    result: () => SmsTestResult,
    run: ({ em, services }, { phone }) => services.smsSettings.sendTest(em, services.sms, phone),
    rest: { method: 'POST', path: '/api/admin/settings/texts/test' },
  }),
  ...settingOperations({
    names: { read: 'stripeSettings', save: 'updateStripeSettings' },
    descriptions: {
      read: 'Online payment through Stripe in effect: whether it is connected, the card surcharge and the webhook address, never a secret (admin).',
      save: 'Saves the Stripe secret key and webhook secret (sealed) and the card surcharge; the next Pay now link uses them (owners).',
    },
    path: '/api/admin/settings/stripe',
    input: StripeSettingsInput,
    result: StripeSettings,
    read: (services) => services.stripeSettings.view(),
    save: ({ em, services, caller }, input) => services.stripeSettings.save(em, readStripeSettings({ ...input } as Record<string, unknown>), by(caller)),
    of: (view) => view,
    json: stripeSettingsJson,
    saved: 'Online payment settings saved. Pay now links use them from now on.',
  }),
];

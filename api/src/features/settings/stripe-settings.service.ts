/**
 * Online payment as the owners set it up: the Stripe secret key and webhook signing secret (both
 * sealed, never answered) and the card surcharge, 0–5 % with at most 2 decimals: the owner's
 * ceiling, Checkout never adds more. Each of STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and
 * STRIPE_SURCHARGE_PERCENT wins when set, and the screen says so. Invoices are paid online while a
 * secret key and a webhook secret are both in effect.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { IntegrationStore } from './integration-store.js';
import type { SavedStripe } from './stripe-settings.inputs.js';

/** The Stripe account in effect: what Checkout and the webhook use at each call. */
export interface StripeAccountSettings {
  secretKey: string | null;
  webhookSecret: string | null;
  surchargePercent: number;
}

/** What staff may read of it (never a secret). */
export interface StripeSettingsView {
  connected: boolean;
  secretKeySaved: boolean;
  webhookSecretSaved: boolean;
  surchargePercent: number;
  /** The settings the environment decides (its STRIPE_* names): the screen shows them as set there. */
  fromEnvironment: string[];
  /** Where Stripe posts its events: the address to paste into Stripe's dashboard. */
  webhookUrl: string;
  problem: string | null;
  savedAt: Date | null;
  savedBy: string | null;
}


interface StripeSettingsDeps {
  config: Pick<Config, 'stripeSecretKey' | 'stripeWebhookSecret' | 'stripeSurchargePercent' | 'publicUrl'>;
  store: IntegrationStore;
}

const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

export class StripeSettingsService {
  constructor(private readonly deps: StripeSettingsDeps) {}

  /** The account Checkout and the webhook use now: each value from the environment when set there, else as saved. */
  account(): StripeAccountSettings {
    const { config } = this.deps;
    const saved = this.deps.store.get('stripe');
    const savedSurcharge = typeof saved?.value.surchargePercent === 'number' ? saved.value.surchargePercent : 0;
    return {
      secretKey: config.stripeSecretKey ?? (saved?.secrets.secretKey || null),
      webhookSecret: config.stripeWebhookSecret ?? (saved?.secrets.webhookSecret || null),
      surchargePercent: config.stripeSurchargePercent ?? savedSurcharge,
    };
  }

  /** Whether invoices are paid online: a secret key and a webhook secret are both in effect. */
  connected(): boolean {
    const account = this.account();
    return Boolean(account.secretKey && account.webhookSecret);
  }

  view(): StripeSettingsView {
    const { config } = this.deps;
    const saved = this.deps.store.get('stripe');
    const account = this.account();
    const fromEnvironment = [
      ...(config.stripeSecretKey ? ['STRIPE_SECRET_KEY'] : []),
      ...(config.stripeWebhookSecret ? ['STRIPE_WEBHOOK_SECRET'] : []),
      ...(config.stripeSurchargePercent !== null ? ['STRIPE_SURCHARGE_PERCENT'] : []),
    ];
    return {
      connected: this.connected(),
      secretKeySaved: Boolean(account.secretKey),
      webhookSecretSaved: Boolean(account.webhookSecret),
      surchargePercent: account.surchargePercent,
      fromEnvironment,
      webhookUrl: `${config.publicUrl}${STRIPE_WEBHOOK_PATH}`,
      problem: saved?.problem ?? null,
      savedAt: saved?.savedAt ?? null,
      savedBy: saved?.savedBy ?? null,
    };
  }

  /** Saves the Stripe account (owners: the caller checks); the next payment link uses it. */
  async save(em: EntityManager, input: SavedStripe, by: string): Promise<StripeSettingsView> {
    await this.deps.store.save(
      em,
      'stripe',
      {
        value: { surchargePercent: input.surchargePercent },
        secrets: { secretKey: input.secretKey, webhookSecret: input.webhookSecret },
        audit: {
          action: 'settings.stripe_saved',
          summary: input.secretKey === '' && input.webhookSecret === '' ? 'Online payment (Stripe) disconnected' : 'Online payment (Stripe) saved',
          fields: ['surchargePercent'],
        },
      },
      by,
    );
    return this.view();
  }
}

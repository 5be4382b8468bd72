// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminCreateWebhookEndpointDocument,
  AdminDeleteWebhookEndpointDocument,
  AdminRedeliverWebhookDocument,
  AdminWebhookDeliveriesDocument,
  AdminWebhooksDocument,
} from '../../../gql/graphql';
import { renderAdmin } from '../render-admin';
import WebhooksPanel from './WebhooksPanel';

afterEach(cleanup);

const ENDPOINT_ID = 'e'.repeat(24);
const SECRET = `whsec_${'A'.repeat(43)}=`;

const EVENT_TYPES = [
  { __typename: 'WebhookEventType', name: 'appointment.booked', description: 'An appointment was booked.' },
  { __typename: 'WebhookEventType', name: 'invoice.paid', description: 'An invoice was paid in full.' },
];

const endpoint = (over: Record<string, unknown> = {}) => ({
  __typename: 'WebhookEndpoint',
  id: ENDPOINT_ID,
  url: 'https://example.com/hooks',
  description: 'Accounting',
  events: ['appointment.booked'],
  status: 'failing',
  failingSince: '2026-12-06T01:00:00.000Z',
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-07T01:00:00.000Z',
  ...over,
});

const list = (endpoints: unknown[]): MockLink.MockedResponse => ({
  request: { query: AdminWebhooksDocument },
  result: { data: { webhookEndpoints: endpoints, webhookEventTypes: EVENT_TYPES } },
});

const delivery = (over: Record<string, unknown> = {}) => ({
  __typename: 'WebhookDelivery',
  id: '41',
  messageId: `msg_${'1'.repeat(32)}`,
  eventType: 'appointment.booked',
  status: 'failed',
  attempts: 8,
  responseStatus: 503,
  durationMs: 12,
  error: 'The endpoint answered 503.',
  nextAttemptAt: null,
  lastAttemptAt: '2026-12-07T01:00:00.000Z',
  deliveredAt: null,
  createdAt: '2026-12-06T01:00:00.000Z',
  ...over,
});

function renderAs(owner: boolean, mocks: MockLink.MockedResponse[]) {
  return renderAdmin(<WebhooksPanel />, { owner, mocks });
}

describe('Settings › Integrations › Webhooks', () => {
  it('adds an endpoint with the events ticked and shows its secret once, with Copy', async () => {
    const create: MockLink.MockedResponse = {
      request: { query: AdminCreateWebhookEndpointDocument, variables: { input: { url: 'https://example.com/new', events: ['invoice.paid'], description: null } } },
      result: { data: { createWebhookEndpoint: { ...endpoint({ id: 'f'.repeat(24), url: 'https://example.com/new', events: ['invoice.paid'], status: 'active', failingSince: null, description: null }), secret: SECRET } } },
    };
    renderAs(true, [list([]), create, list([endpoint({ id: 'f'.repeat(24), url: 'https://example.com/new', status: 'active', failingSince: null })])]);
    expect(await screen.findByText(/No endpoints yet/)).toBeTruthy();
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook endpoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(within(dialog).getByText('Choose at least one event.')).toBeTruthy();
    const address = within(dialog).getByLabelText(/Address/);
    await user.clear(address);
    await user.type(address, 'https://example.com/new');
    await user.click(within(dialog).getByRole('checkbox', { name: /invoice\.paid/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect((within(shown).getByLabelText('Secret') as HTMLInputElement).value).toBe(SECRET);
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(shown).findByText('Copied.')).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('shows a paused, failing endpoint with its delivery log, redelivers, and deletes after a confirmation', async () => {
    const deliveries = (d: unknown[]): MockLink.MockedResponse => ({
      request: { query: AdminWebhookDeliveriesDocument, variables: { id: ENDPOINT_ID } },
      result: { data: { webhookDeliveries: { __typename: 'WebhookDeliveryPage', items: d, nextCursor: null } } },
    });
    const redeliver: MockLink.MockedResponse = {
      request: { query: AdminRedeliverWebhookDocument, variables: { id: ENDPOINT_ID, deliveryId: '41' } },
      result: { data: { redeliverWebhook: delivery({ status: 'pending', nextAttemptAt: '2026-12-07T02:00:00.000Z' }) } },
    };
    const remove: MockLink.MockedResponse = {
      request: { query: AdminDeleteWebhookEndpointDocument, variables: { id: ENDPOINT_ID } },
      result: { data: { deleteWebhookEndpoint: { __typename: 'MessageResult', message: 'Webhook endpoint deleted. Nothing more is sent to it.' } } },
    };
    renderAs(true, [list([endpoint()]), deliveries([delivery()]), redeliver, deliveries([delivery({ status: 'pending' })]), remove, list([])]);
    const item = await screen.findByRole('listitem', { name: 'Accounting: https://example.com/hooks' });
    expect(within(item).getByText(/Paused: failing since/)).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Resume' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Deliveries' }));
    const log = await within(item).findByRole('table');
    expect(within(log).getByText('Given up')).toBeTruthy();
    expect(within(log).getByText('The endpoint answered 503.')).toBeTruthy();
    await user.click(within(log).getByRole('button', { name: /^Redeliver appointment\.booked/ }));
    expect(await screen.findByText('Queued again, with the same webhook-id.')).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText('Webhook endpoint deleted. Nothing more is sent to it.')).toBeTruthy();
  });

  it('tells other staff that only an owner can see the webhooks, without asking for them', async () => {
    renderAs(false, []);
    expect(await screen.findByText('Only an owner can see and change the webhooks.')).toBeTruthy();
  });
});

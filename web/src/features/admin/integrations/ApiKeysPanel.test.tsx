// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminApiKeysDocument,
  AdminCreateApiKeyDocument,
  AdminRevokeApiKeyDocument,
  AdminWebhooksDocument,
  AdminXeroIntegrationDocument,
  type AdminApiKeyFragment,
} from '../../../gql/graphql';
import { renderAdmin } from '../render-admin';
import IntegrationsPage from './IntegrationsPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SECRET = `tac_${'Ab3xQ9'.repeat(7)}x`;

const SCOPES = [
  ['appointments', 'read', 'See appointments and the diary.'],
  ['appointments', 'write', 'Book, move and cancel appointments.'],
  ['customers', 'read', 'See customers and their vehicles.'],
  ['customers', 'write', 'Change customers and their vehicles.'],
  ['invoices', 'read', 'See invoices and payments.'],
  ['invoices', 'write', 'Issue invoices and record payments.'],
  ['reports', 'read', 'See the reports.'],
].map(([area, access, description]) => ({ __typename: 'ApiScopeInfo' as const, name: `${area}:${access}`, area, access, description }));

function apiKey(overrides: Partial<AdminApiKeyFragment> = {}): AdminApiKeyFragment & { __typename: 'ApiKey' } {
  return {
    __typename: 'ApiKey',
    id: 'k'.repeat(24),
    name: 'Parts supplier',
    scopes: ['customers:read', 'invoices:read', 'invoices:write'],
    prefix: 'tac_Ab3x',
    createdAt: '2026-12-01T00:00:00.000Z',
    createdByName: 'Sam',
    expiresAt: null,
    lastUsedAt: null,
    lastUsedIp: null,
    lastUsedFor: null,
    revokedAt: null,
    ...overrides,
  };
}

const list = (keys: AdminApiKeyFragment[]): MockLink.MockedResponse => ({ request: { query: AdminApiKeysDocument }, result: { data: { apiKeys: keys, apiScopes: SCOPES } } });

// The page's other panels, answered empty: no webhook endpoints, no Xero app set up.
const OTHER_PANELS: MockLink.MockedResponse[] = [
  { request: { query: AdminWebhooksDocument }, result: { data: { webhookEndpoints: [], webhookEventTypes: [] } } },
  {
    request: { query: AdminXeroIntegrationDocument },
    result: {
      data: {
        xeroIntegration: {
          __typename: 'XeroIntegration',
          configured: false,
          appSource: null,
          clientId: null,
          connected: false,
          tenantName: null,
          tenantChoices: [],
          connectedAt: null,
          connectedBy: null,
          lastSyncAt: null,
          pausedUntil: null,
          queued: 0,
          failed: 0,
          failures: [],
        },
      },
    },
  },
];

function renderAs(owner: boolean, mocks: MockLink.MockedResponse[]) {
  return renderAdmin(<IntegrationsPage businessName="Truganina Auto Care" />, { owner, mocks: [...mocks, ...OTHER_PANELS] });
}

describe('Settings › Integrations › API keys', () => {
  it('without keys, says what they are for and where the API is described', async () => {
    renderAs(true, [list([])]);
    expect(await screen.findByText(/No API keys yet\./)).toBeTruthy();
    const panel = screen.getByTestId('api-keys');
    expect(within(panel).getByRole('link', { name: '/api/openapi.json' }).getAttribute('href')).toBe('/api/openapi.json');
    expect(within(panel).getByRole('link', { name: '/graphql' }).getAttribute('href')).toBe('/graphql');
  });

  it('creates a key with the scopes chosen per area, shows it once with Copy, and forgets it once closed', async () => {
    const created = apiKey({ id: 'n'.repeat(24), name: 'Xero export', scopes: ['customers:read', 'invoices:read', 'invoices:write'] });
    const create: MockLink.MockedResponse = {
      request: { query: AdminCreateApiKeyDocument, variables: { input: { name: 'Xero export', scopes: ['customers:read', 'invoices:read', 'invoices:write'], expiresAt: null } } },
      result: { data: { createApiKey: { __typename: 'CreatedApiKey', key: SECRET, apiKey: created } } },
    };
    renderAs(true, [list([]), create, list([created])]);
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await screen.findByText(/No API keys yet\./);
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });
    // Nothing is chosen until the owner chooses: sending now names what is missing.
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByText('Give the key a name: the program or integration that will use it.')).toBeTruthy();
    expect(within(dialog).getByText('Choose what the key may do: read only, or read and write, in at least one area.')).toBeTruthy();
    expect(within(within(dialog).getByRole('group', { name: /^Customers/ })).getByRole('radio', { name: 'No access' })).toHaveProperty('checked', true);
    // Reports can only be read: no 'Read and write' offered there.
    expect(within(within(dialog).getByRole('group', { name: /^Reports/ })).queryByRole('radio', { name: 'Read and write' })).toBeNull();

    await user.type(within(dialog).getByLabelText(/^Name/), 'Xero export');
    await user.click(within(within(dialog).getByRole('group', { name: /^Customers/ })).getByRole('radio', { name: 'Read only' }));
    await user.click(within(within(dialog).getByRole('group', { name: /^Invoices/ })).getByRole('radio', { name: 'Read and write' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('alertdialog', { name: 'Key "Xero export" created' });
    expect(within(shown).getByText(/it will not be shown again/)).toBeTruthy();
    expect((within(shown).getByLabelText('API key') as HTMLInputElement).value).toBe(SECRET);
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(shown).findByText('Copied to the clipboard.')).toBeTruthy();

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.body.innerHTML).not.toContain(SECRET);
    const row = await screen.findByRole('row', { name: /Xero export/ });
    expect(within(row).getByRole('list', { name: 'Scopes of Xero export' }).textContent).toBe('Customers: read onlyInvoices: read and write');
  });

  it('when the browser refuses the clipboard, selects the key to copy by hand', async () => {
    const created = apiKey({ name: 'Script' });
    const create: MockLink.MockedResponse = {
      request: { query: AdminCreateApiKeyDocument, variables: { input: { name: 'Script', scopes: ['reports:read'], expiresAt: null } } },
      result: { data: { createApiKey: { __typename: 'CreatedApiKey', key: SECRET, apiKey: created } } },
    };
    renderAs(true, [list([]), create, list([created])]);
    const user = userEvent.setup();
    // After userEvent's setup, which brings a clipboard of its own.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    await screen.findByText(/No API keys yet\./);
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Script');
    await user.click(within(within(dialog).getByRole('group', { name: /^Reports/ })).getByRole('radio', { name: 'Read only' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('alertdialog', { name: 'Key "Script" created' });
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await within(shown).findByText(/The browser did not allow copying: the key is selected/)).toBeTruthy();
    expect(document.activeElement).toBe(within(shown).getByLabelText('API key'));
  });

  it('lists a key’s last use, and revokes it after asking in its own words', async () => {
    const used = apiKey({ lastUsedAt: new Date(Date.now() - 3 * 60_000 - 5_000).toISOString(), lastUsedIp: '203.0.113.5', lastUsedFor: 'GraphQL query customers' });
    const revoke: MockLink.MockedResponse = { request: { query: AdminRevokeApiKeyDocument, variables: { id: used.id } }, result: { data: { revokeApiKey: { __typename: 'MessageResult', message: 'Key "Parts supplier" revoked.' } } } };
    renderAs(true, [list([used]), revoke, list([{ ...used, revokedAt: new Date().toISOString() }])]);
    const row = await screen.findByRole('row', { name: /Parts supplier/ });
    expect(within(row).getByTestId('api-key-last-use').textContent).toBe('3 minutes ago from 203.0.113.5 — GraphQL query customers');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Revoke key "Parts supplier"' }));
    const ask = screen.getByRole('alertdialog', { name: 'Revoke API key' });
    expect(within(ask).getByText('Revoke key "Parts supplier"? Integrations using it stop working at once.')).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('Key "Parts supplier" revoked.')).toBeTruthy();
    expect(await screen.findByText(/^Revoked /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke key "Parts supplier"' })).toBeNull();
  });

  it('tells other staff that integrations are an owner’s to set up', async () => {
    renderAs(false, []);
    expect(await screen.findByText(/Integrations are set up by an owner/)).toBeTruthy();
    expect(screen.queryByTestId('api-keys')).toBeNull();
  });
});

// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminConnectXeroDocument,
  AdminDisconnectXeroDocument,
  AdminRetryXeroSyncDocument,
  AdminSaveXeroAppDocument,
  AdminXeroIntegrationDocument,
  type AdminXeroIntegrationFragment,
} from '../../../gql/graphql';
import { renderAdmin } from '../render-admin';
import XeroPanel from './XeroPanel';

afterEach(cleanup);

function xero(connected: boolean, failures = 0): AdminXeroIntegrationFragment & { __typename: 'XeroIntegration' } {
  return {
    __typename: 'XeroIntegration',
    configured: true,
    appSource: 'environment',
    clientId: 'CLIENT',
    connected,
    tenantName: connected ? 'Truganina Auto Care Pty Ltd' : null,
    tenantChoices: [],
    connectedAt: connected ? '2026-12-07T01:00:00.000Z' : null,
    connectedBy: connected ? 'sam' : null,
    lastSyncAt: connected ? '2026-12-07T02:00:00.000Z' : null,
    pausedUntil: null,
    queued: 0,
    failed: failures,
    failures: Array.from({ length: failures }, (_, i) => ({
      __typename: 'XeroSyncFailure' as const,
      id: String(i).repeat(24),
      kind: 'invoice',
      invoiceNumber: `INV-00012${i}`,
      error: 'Xero answered 400: Account code 200 is not a valid code for this document.',
      attempts: 12,
      at: '2026-12-07T02:10:00.000Z',
    })),
  };
}

const state = (answer: AdminXeroIntegrationFragment): MockLink.MockedResponse => ({ request: { query: AdminXeroIntegrationDocument }, result: { data: { xeroIntegration: answer } }, maxUsageCount: 5 });

function renderAs(owner: boolean, mocks: MockLink.MockedResponse[], go = vi.fn()) {
  renderAdmin(<XeroPanel go={go} />, { owner, mocks, route: '/admin/settings/integrations' });
  return go;
}

describe('Settings › Integrations › Xero', () => {
  it('sends an owner to Xero’s page to connect, and says what syncs until then', async () => {
    const url = 'https://login.xero.com/identity/connect/authorize?client_id=CLIENT&state=abc';
    const go = renderAs(true, [state(xero(false)), { request: { query: AdminConnectXeroDocument }, result: { data: { connectXero: { __typename: 'XeroConnectUrl', url } } } }]);
    expect(await screen.findByText(/^Not connected\. Connect Xero to send issued invoices/)).toBeTruthy();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect Xero' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(url));
  });

  it('shows the organisation, the last sync and each failure with Xero’s reason; Retry queues them again', async () => {
    const retry: MockLink.MockedResponse = {
      request: { query: AdminRetryXeroSyncDocument },
      result: { data: { retryXeroSync: { __typename: 'XeroRetryResult', message: '1 document queued for Xero again.', retried: 1 } } },
    };
    renderAs(true, [state(xero(true, 1)), retry]);
    const panel = await screen.findByTestId('xero-panel');
    expect(await within(panel).findByText('Truganina Auto Care Pty Ltd')).toBeTruthy();
    const failures = within(panel).getByRole('region', { name: 'Documents Xero refused' });
    expect(within(failures).getByText('Invoice · INV-000120')).toBeTruthy();
    expect(within(failures).getByText('Xero answered 400: Account code 200 is not a valid code for this document.')).toBeTruthy();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('1 document queued for Xero again.')).toBeTruthy();
  });

  it('disconnects only after the owner confirms', async () => {
    const disconnect: MockLink.MockedResponse = { request: { query: AdminDisconnectXeroDocument }, result: { data: { disconnectXero: xero(false) } } };
    renderAs(true, [state(xero(true)), disconnect]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disconnect Xero' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Xero?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep connected' }));
    expect(screen.getByText('Truganina Auto Care Pty Ltd')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Disconnect Xero' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Disconnect Xero?' })).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Xero disconnected.')).toBeTruthy();
    expect(await screen.findByText(/^Not connected\./)).toBeTruthy();
  });

  it('lets an owner save the Xero app when none is set up, then connect', async () => {
    const none = { ...xero(false), configured: false, appSource: null, clientId: null };
    const save: MockLink.MockedResponse = {
      request: { query: AdminSaveXeroAppDocument, variables: { input: { clientId: 'ABCDEF0123456789ABCDEF0123456789', clientSecret: 'the-secret' } } },
      result: { data: { saveXeroApp: { ...xero(false), appSource: 'app', clientId: 'ABCDEF0123456789ABCDEF0123456789' } } },
    };
    renderAs(true, [state(none), save]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Client id/), 'ABCDEF0123456789ABCDEF0123456789');
    await user.type(screen.getByLabelText(/^Client secret/), 'the-secret');
    await user.click(screen.getByRole('button', { name: 'Save Xero app' }));
    expect(await screen.findByText('Xero app saved: you can connect Xero now.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Connect Xero' })).toBeTruthy();
  });

  it('lets other staff see the state but not connect', async () => {
    renderAs(false, [state(xero(false))]);
    expect(await screen.findByText('Only an owner can connect Xero.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect Xero' })).toBeNull();
  });
});

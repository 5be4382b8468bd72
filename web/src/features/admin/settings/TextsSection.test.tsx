// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminSmsSettingsDocument, AdminUpdateSmsSettingsDocument, type AdminSmsSettingsFragment } from '../../../gql/graphql';
import { renderAdmin } from '../render-admin';
import TextsSection from './TextsSection';

afterEach(cleanup);

const SID = `AC${'0123456789abcdef'.repeat(2)}`;

const KINDS = [
  { __typename: 'SmsKindSetting', kind: 'booking.confirmation', label: 'Booking confirmations', marketing: false, on: true },
  { __typename: 'SmsKindSetting', kind: 'review.request', label: 'Review requests (marketing)', marketing: true, on: false },
] as const;

function settings(connected: boolean): AdminSmsSettingsFragment & { __typename: 'SmsSettings' } {
  return {
    __typename: 'SmsSettings',
    connected,
    source: connected ? 'app' : null,
    accountSid: connected ? SID : null,
    from: connected ? 'TruganinaAC' : null,
    messagingServiceSid: null,
    authTokenSaved: connected,
    outboxFolder: '/srv/workshop/data/outbox/sms/',
    kinds: KINDS.map((k) => ({ ...k })),
    kindsSource: 'default',
    problem: null,
    savedAt: connected ? '2026-12-07T00:00:00.000Z' : null,
    savedBy: connected ? 'sam' : null,
    kindsSavedAt: null,
    kindsSavedBy: null,
  };
}

function renderAs(owner: boolean, mocks: MockLink.MockedResponse[] = []) {
  const notConnected: MockLink.MockedResponse = { request: { query: AdminSmsSettingsDocument }, result: { data: { smsSettings: settings(false) } } };
  return renderAdmin(<TextsSection />, { owner, mocks: [notConnected, ...mocks] });
}

describe('Settings › Texts', () => {
  it('says texts are not connected and where they are saved, until the owner saves an account; then the warning goes', async () => {
    const save: MockLink.MockedResponse = {
      request: { query: AdminUpdateSmsSettingsDocument, variables: { input: { accountSid: SID, authToken: 'the-auth-token', from: 'TruganinaAC', messagingServiceSid: '' } } },
      result: { data: { updateSmsSettings: settings(true) } },
    };
    renderAs(true, [save]);
    expect((await screen.findByTestId('texts-not-connected')).textContent).toBe(
      'Texts are not connected: each text is saved as a file under /srv/workshop/data/outbox/sms/ instead of being sent.',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Account SID'), SID);
    await user.type(screen.getByLabelText('Auth token'), 'the-auth-token');
    await user.type(screen.getByLabelText('Sender'), 'TruganinaAC');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Text settings saved. Texts go through this account from now on.')).toBeTruthy();
    expect(screen.queryByTestId('texts-not-connected')).toBeNull();
    expect((screen.getByLabelText('Auth token') as HTMLInputElement).placeholder).toBe('saved');
  });

  it('lets other staff read the settings but not change or test them', async () => {
    renderAs(false);
    await screen.findByTestId('texts-not-connected');
    expect(await screen.findByText('Only an owner can change or test these settings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a test text' })).toBeNull();
    expect((screen.getByLabelText('Account SID') as HTMLInputElement).readOnly).toBe(true);
  });
});

// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminJobCompletionPreviewDocument } from '../../../gql/graphql';
import { renderAdmin } from '../render-admin';
import { CompletionDialog } from './CompletionDialog';

afterEach(cleanup);

const CARD = 'c'.repeat(24);
const WARNING = 'This invoice of $110.00 would take the customer’s unpaid balance from $484.00 to $594.00, over their credit limit of $500.00. An owner can issue it anyway.';

const preview = (creditLimitWarning: string | null) => ({
  request: { query: AdminJobCompletionPreviewDocument, variables: { jobCardId: CARD } },
  result: {
    data: {
      jobCompletionPreview: {
        __typename: 'JobCompletionPreview',
        subtotalCents: 10000,
        gstCents: 1000,
        totalCents: 11000,
        gstFreeCents: 0,
        gstPercent: 10,
        pricesIncludeGst: false,
        basisFrom: 'workshop',
        quoteNumber: null,
        decision: null,
        missingDetails: [],
        poRequired: false,
        creditLimitWarning,
        lines: [],
        declined: [],
        added: [],
      },
    },
  },
});

function open(owner: boolean, warning: string | null) {
  const onConfirm = vi.fn();
  renderAdmin(<CompletionDialog jobCardId={CARD} accepted busy={false} onConfirm={onConfirm} onCancel={() => undefined} />, { owner, mocks: [preview(warning)] });
  return onConfirm;
}

describe('completing a job over the customer’s credit limit', () => {
  it('an owner sees the limit and completes only after choosing to issue it anyway', async () => {
    const onConfirm = open(true, WARNING);
    const alert = await screen.findByTestId('completion-credit-limit');
    expect(alert.textContent).toContain(WARNING);
    const complete = screen.getByRole('button', { name: 'Complete and send invoice' });
    await waitFor(() => expect(screen.getByLabelText('Issue it anyway')).toBeTruthy());
    expect(complete.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByLabelText('Issue it anyway'));
    expect(complete.hasAttribute('disabled')).toBe(false);
    await userEvent.click(complete);
    expect(onConfirm).toHaveBeenCalledWith('', true);
  });

  it('anyone else is told to ask an owner, and cannot complete it', async () => {
    open(false, WARNING);
    const alert = await screen.findByTestId('completion-credit-limit');
    await waitFor(() => expect(alert.textContent).toContain('Ask an owner to complete this job'));
    expect(screen.queryByLabelText('Issue it anyway')).toBeNull();
    expect(screen.getByRole('button', { name: 'Complete and send invoice' }).hasAttribute('disabled')).toBe(true);
  });

  it('within the limit nothing is said and the job completes as before', async () => {
    const onConfirm = open(true, null);
    const complete = await screen.findByRole('button', { name: 'Complete and send invoice' });
    await waitFor(() => expect(complete.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByTestId('completion-credit-limit')).toBeNull();
    await userEvent.click(complete);
    expect(onConfirm).toHaveBeenCalledWith('', false);
  });
});

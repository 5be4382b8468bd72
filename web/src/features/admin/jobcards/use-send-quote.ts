/**
 * 'Generate & Send Quote': asks first, saying the basis the prices are taken on (an approved quote's,
 * else the workshop's); the customer's declined lines are not quoted again. The card is reloaded after.
 */
import { useMutation } from '@apollo/client/react';
import { AdminGenerateQuoteDocument } from '../../../gql/graphql';
import { useConfirm } from '../ui/Confirm';
import { useNotices } from '../ui/Notices';
import { itemsInput, type Draft, type JobCardDetail } from './job-card-draft';
import type { decidedQuote } from './QuoteDecisionBanner';

interface SendQuoteOptions {
  card: JobCardDetail;
  draft: Draft;
  decided: ReturnType<typeof decidedQuote>;
  /** The card after the quote went: taken by the editor. */
  reloaded: () => Promise<void>;
}

export function useSendQuote({ card, draft, decided, reloaded }: SendQuoteOptions) {
  const confirm = useConfirm();
  const notices = useNotices();
  const [generate, generating] = useMutation(AdminGenerateQuoteDocument);
  const basisWords = card.pricesIncludeGst ? 'include GST' : 'have GST added on top';

  async function sendQuote() {
    const ok = await confirm({
      title: 'Generate & Send Quote',
      message: `Email the quote to ${draft.customerEmail.trim() || card.customerEmail} with its PDF? Its prices ${basisWords}${decided?.status === 'approved' ? ', as on the approved quote' : ' (the workshop’s pricing setting)'}.`,
      confirmLabel: 'Send quote',
      tone: 'primary',
    });
    if (!ok) return;
    try {
      const { data } = await generate({
        variables: { id: card.id, input: { items: itemsInput(draft.items), notes: draft.mechanicNotes } },
      });
      notices.success(data?.generateQuote.message ?? 'Quote sent.');
      await reloaded();
    } catch (failure) {
      notices.error(failure);
    }
  }

  return { sendQuote, sending: generating.loading };
}

/**
 * What was approved is what is invoiced: once the customer decides a quote, the job card's lines
 * follow the decision. Each line records its origin (PricedLine.origin): 'approved' (quoted and
 * approved), 'declined' (quoted and declined: kept on the card, never invoiced) or 'added' (not on
 * the decided quote: work staff added, told apart on the completion dialog).
 */
import { withoutOrigin, type LineOrigin, type PricedLine } from '../../shared/priced-document.js';
import { QuoteStatus, type Quote } from './quote.entity.js';

type Decided = Pick<Quote, 'items' | 'status' | 'approvedLines'>;

const keyOf = (line: PricedLine) => `${line.description}\u0000${line.quantity}\u0000${line.unitPriceCents}`;

/** The newest quote the customer decided (approved, whole or in part, or declined), of quotes newest first. */
export function decidedQuote<Q extends Pick<Quote, 'status'>>(quotesNewestFirst: readonly Q[]): Q | null {
  return quotesNewestFirst.find((q) => q.status === QuoteStatus.approved || q.status === QuoteStatus.declined) ?? null;
}

/** The lines a new quote takes of the card's: what the customer declined before is not quoted again (staff add it back as a new line to ask again). */
export function quotedLines(cardLines: readonly PricedLine[]): PricedLine[] {
  return cardLines.filter((line) => line.origin !== 'declined').map(withoutOrigin);
}

/** Each line of a decided quote with the customer's answer to it. */
function quotedOrigins(quote: Decided): PricedLine[] {
  const approved = quote.status === QuoteStatus.approved ? new Set(quote.approvedLines ?? quote.items.map((_, i) => i)) : new Set<number>();
  return quote.items.map((line, i) => ({ ...withoutOrigin(line), origin: approved.has(i) ? 'approved' : 'declined' }));
}

/** A multiset of lines by their content, each taken once. */
class Pool {
  private readonly counts = new Map<string, number>();
  constructor(lines: readonly PricedLine[]) {
    for (const line of lines) this.counts.set(keyOf(line), (this.counts.get(keyOf(line)) ?? 0) + 1);
  }
  take(line: PricedLine): boolean {
    const n = this.counts.get(keyOf(line)) ?? 0;
    if (!n) return false;
    this.counts.set(keyOf(line), n - 1);
    return true;
  }
}

/**
 * The card's lines once the customer decides: the quote's lines with their answer, then the card's
 * lines that were not on the quote (kept as declined when they were, else added).
 */
export function linesAfterDecision(cardLines: readonly PricedLine[], quote: Decided): PricedLine[] {
  const quoted = new Pool(quote.items);
  const extra = cardLines
    .filter((line) => !quoted.take(line) && (line.description.trim() || line.unitPriceCents !== 0))
    .map((line): PricedLine => ({ ...withoutOrigin(line), origin: line.origin === 'declined' ? 'declined' : 'added' }));
  return [...quotedOrigins(quote), ...extra];
}

/**
 * The origin of each of the card's lines against the decided quote, as an invoice takes them: a
 * line marked declined stays declined; one marked added stays added; any other is approved when it
 * is one of the approved lines as quoted (each once), declined when it is a declined line as
 * quoted and not marked (a client that does not know origins), else added (new, or changed since).
 * Without a decided quote the lines are as they are.
 */
export function settleOrigins(cardLines: readonly PricedLine[], quote: Decided | null): PricedLine[] {
  if (!quote) return cardLines.map(withoutOrigin);
  const answered = quotedOrigins(quote);
  const approved = new Pool(answered.filter((l) => l.origin === 'approved'));
  const declined = new Pool(answered.filter((l) => l.origin === 'declined'));
  return cardLines.map((line) => {
    const plain = withoutOrigin(line);
    let origin: LineOrigin;
    if (line.origin === 'declined' || line.origin === 'added') origin = line.origin;
    else if (approved.take(line)) origin = 'approved';
    else if (!line.origin && declined.take(line)) origin = 'declined';
    else origin = 'added';
    return { ...plain, origin };
  });
}

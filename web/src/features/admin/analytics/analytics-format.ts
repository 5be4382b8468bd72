/** How the analytics page writes its numbers: en-AU money with cents, counts with separators, rates with one decimal. */
import { formatMoney } from '../../../shared/money';

export const money = formatMoney;

/** $1.2k / $35k / $1.4M for chart axes. */
export function compactMoney(cents: number): string {
  const dollars = cents / 100;
  const abs = Math.abs(dollars);
  if (abs >= 1_000_000) return `$${(dollars / 1_000_000).toFixed(abs >= 10_000_000 ? 0 : 1)}M`;
  if (abs >= 1000) return `$${(dollars / 1000).toFixed(abs >= 10_000 ? 0 : 1)}k`;
  return `$${Math.round(dollars)}`;
}

const COUNT = new Intl.NumberFormat('en-AU');
export const count = (n: number) => COUNT.format(n);

export const percent = (n: number) => `${n.toFixed(1)}%`;

export const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** Hours with 2 decimals (6.5 → "6.50"). */
export const hours = (n: number) => n.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A ratio as a percent with one decimal (0.953 → "95.3%"); "—" when there is none. */
export const ratio = (r: number | null | undefined) => (r === null || r === undefined ? '—' : percent(r * 100));

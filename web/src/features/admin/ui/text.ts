/** Shortens a text for a table cell, on a word boundary when one is near. */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** '3 invoices', or with filters on '1 invoice matches the filters', '3 invoices match the filters'. */
export function countMatching(count: number, [one, many]: readonly [string, string], filtered: boolean): string {
  const counted = `${count} ${count === 1 ? one : many}`;
  if (!filtered) return counted;
  return `${counted} ${count === 1 ? 'matches' : 'match'} the filters`;
}

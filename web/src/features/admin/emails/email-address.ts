/** The reply form's defaults: To from the angle-bracket part of the sender, 'Re: ' unless present. */

export function replyAddress(from: string): string {
  const bracketed = /<([^<>]+)>/.exec(from);
  return (bracketed ? bracketed[1] : from).trim();
}

export function replySubject(subject: string): string {
  const trimmed = subject.trim();
  return /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}

/** The sender's name for the list: the part before the angle brackets, or the address. */
export function senderName(from: string): string {
  const name = from.replace(/<[^<>]*>/, '').trim().replace(/^"(.*)"$/, '$1');
  return name || replyAddress(from) || 'Unknown sender';
}

/** 1.2 KB, 3.4 MB: the size of an attachment. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The workshop's email look: a simple, robust HTML layout plus the plain-text twin. */
import type { Business } from '../../shared/business.js';
import { escapeHtml } from '../../shared/html.js';

export interface EmailBody {
  heading: string;
  paragraphs: string[];
  /** Label → value rows of a details table. */
  details?: Array<[string, string]>;
  action?: { label: string; url: string };
  footnote?: string;
  /** Marketing email: why they get it and the link that stops it (Spam Act 2003), in the footer. */
  unsubscribe?: { why: string; url: string };
}

export function renderEmail(business: Business, body: EmailBody): { text: string; html: string } {
  const text = [
    body.heading,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.details ? [...body.details.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.footnote ? [body.footnote, ''] : []),
    '--',
    business.name,
    business.address,
    `Phone ${business.phone} · ${business.email}`,
    business.publicUrl,
    ...(body.unsubscribe ? ['', body.unsubscribe.why, `Unsubscribe: ${body.unsubscribe.url}`] : []),
  ].join('\n');

  const rows = (body.details ?? [])
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;color:#555;font-weight:600;vertical-align:top">${escapeHtml(k)}</th>` +
        `<td style="padding:6px 0">${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1d2330">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;background:#ffffff;border-radius:8px" cellspacing="0" cellpadding="0">
<tr><td style="background:#1e3a5f;color:#ffffff;padding:18px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold">${escapeHtml(business.name)}</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(body.heading)}</h1>
${body.paragraphs.map((p) => `<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
${rows ? `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 16px;font-size:14px">${rows}</table>` : ''}
${body.action ? `<p style="margin:20px 0"><a href="${escapeHtml(body.action.url)}" style="background:#d64545;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;display:inline-block">${escapeHtml(body.action.label)}</a></p>` : ''}
${body.footnote ? `<p style="margin:0;color:#555;font-size:13px;line-height:1.5">${escapeHtml(body.footnote)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e3e6ea;color:#555;font-size:12px;line-height:1.5">
${escapeHtml(business.name)} · ${escapeHtml(business.address)}<br>Phone ${escapeHtml(business.phone)} · <a href="mailto:${escapeHtml(business.email)}">${escapeHtml(business.email)}</a>
${body.unsubscribe ? `<br><br>${escapeHtml(body.unsubscribe.why)} <a href="${escapeHtml(body.unsubscribe.url)}" style="color:#555">Unsubscribe</a>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  return { text, html };
}

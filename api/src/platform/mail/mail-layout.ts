/** The workshop's email look: a simple, robust HTML layout plus the plain-text twin. */
import type { Business } from '../../shared/business.js';
import { escapeHtml } from '../../shared/html.js';
import { defineTemplate, type MailContext, type MailTemplate, type RenderedMail } from './mail-template.js';

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

/**
 * Long unbroken words (a VIN, a URL, a customer's note typed without spaces) wrap instead of
 * widening the message past a phone's screen: inline, since some mail apps drop a <style> block.
 */
export const WRAP = 'word-break:break-word;overflow-wrap:anywhere';

/** For the apps that keep <style>: the same wrapping everywhere, and less padding on a phone (375 px). */
const NARROW_CSS =
  'body,table,td,th,p,a,h1{word-break:break-word;overflow-wrap:anywhere}img{max-width:100%;height:auto}' +
  '@media (max-width:480px){td.outer{padding:12px 8px!important}td.pad{padding-left:16px!important;padding-right:16px!important}}';

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
        `<tr><th align="left" width="34%" style="padding:6px 12px 6px 0;color:#555;font-weight:600;vertical-align:top;${WRAP}">${escapeHtml(k)}</th>` +
        `<td style="padding:6px 0;vertical-align:top;${WRAP}">${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>${NARROW_CSS}</style></head><body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1d2330;${WRAP}">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="width:100%;table-layout:fixed"><tr><td align="center" class="outer" style="padding:24px 12px;${WRAP}">
<table role="presentation" width="100%" style="width:100%;max-width:600px;table-layout:fixed;background:#ffffff;border-radius:8px" cellspacing="0" cellpadding="0">
<tr><td class="pad" style="background:#1e3a5f;color:#ffffff;padding:18px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold;${WRAP}">${escapeHtml(business.name)}</td></tr>
<tr><td class="pad" style="padding:24px;${WRAP}">
<h1 style="font-size:20px;margin:0 0 16px;${WRAP}">${escapeHtml(body.heading)}</h1>
${body.paragraphs.map((p) => `<p style="margin:0 0 14px;line-height:1.5;${WRAP}">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
${rows ? `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="width:100%;table-layout:fixed;margin:8px 0 16px;font-size:14px">${rows}</table>` : ''}
${body.action ? `<p style="margin:20px 0;${WRAP}"><a href="${escapeHtml(body.action.url)}" style="background:#d64545;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;display:inline-block;max-width:100%;box-sizing:border-box;${WRAP}">${escapeHtml(body.action.label)}</a></p>` : ''}
${body.footnote ? `<p style="margin:0;color:#555;font-size:13px;line-height:1.5;${WRAP}">${escapeHtml(body.footnote)}</p>` : ''}
</td></tr>
<tr><td class="pad" style="padding:16px 24px;border-top:1px solid #e3e6ea;color:#555;font-size:12px;line-height:1.5;${WRAP}">
${escapeHtml(business.name)} · ${escapeHtml(business.address)}<br>Phone ${escapeHtml(business.phone)} · <a href="mailto:${escapeHtml(business.email)}">${escapeHtml(business.email)}</a>
${body.unsubscribe ? `<br><br>${escapeHtml(body.unsubscribe.why)} <a href="${escapeHtml(body.unsubscribe.url)}" style="color:#555">Unsubscribe</a>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  return { text, html };
}

/** A message in the workshop's layout: what it says (heading, paragraphs…) and the message's own fields (subject, reply-to…). */
type ComposedMail = EmailBody & Omit<RenderedMail, 'text' | 'html'>;

/** A template in the workshop's layout: `compose` says the message, the layout renders its text and HTML. */
export function defineLayoutTemplate<F>(definition: Omit<MailTemplate<F>, 'mail' | 'render'> & { compose(facts: F, ctx: MailContext): ComposedMail }): MailTemplate<F> {
  const { compose, ...template } = definition;
  return defineTemplate<F>({
    ...template,
    render(facts, ctx) {
      const { heading, paragraphs, details, action, footnote, unsubscribe, ...mail } = compose(facts, ctx);
      return { ...mail, ...renderEmail(ctx.business, { heading, paragraphs, details, action, footnote, unsubscribe }) };
    },
  });
}

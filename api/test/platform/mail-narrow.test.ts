/**
 * Emails stay inside a phone's 375 px with long unbroken words (a VIN, a link, a note typed
 * without spaces): every block of text may break such a word, tables fill the width and never
 * widen it, and the message is at most 600 px wide.
 */
import { describe, expect, it } from 'vitest';
import { emailReply } from '../../src/features/email/email.templates.js';
import { renderEmail } from '../../src/platform/mail/mail-layout.js';

const LONG = 'JTDBR32E720012345'.repeat(3) + 'ABCDEFGHI'; // 60 characters, no space
const BUSINESS = {
  name: 'Truganina Auto Care',
  address: '12 Industrial Drive, Truganina VIC 3029',
  phone: '(03) 9000 1234',
  email: 'service@truganina-auto.example',
  publicUrl: 'https://truganina-auto.example',
  bank: null,
};

/** The opening tags of `names` in the HTML, each with its style attribute. */
function tags(html: string, names: string[]): Array<{ tag: string; style: string; attrs: string }> {
  return [...html.matchAll(new RegExp(`<(${names.join('|')})\\b([^>]*)>`, 'g'))].map((m) => ({ tag: m[1], attrs: m[2], style: /style="([^"]*)"/.exec(m[2])?.[1] ?? '' }));
}

describe('emails on a phone', () => {
  it('a long word in the heading, a note, the details, the button and the footnote can break', () => {
    expect(LONG).toHaveLength(60);
    const { html, text } = renderEmail(BUSINESS, {
      heading: `Your quote for ${LONG}`,
      paragraphs: [`Your note: ${LONG}`],
      details: [['VIN', LONG]],
      action: { label: `Open ${LONG}`, url: `https://truganina-auto.example/quote/${LONG}` },
      footnote: LONG,
    });
    expect(text).toContain(`VIN: ${LONG}`);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    // Every element holding text breaks a word that would not fit (inline: some apps drop <style>).
    const holders = tags(html, ['p', 'td', 'th', 'h1', 'a']);
    expect(holders.length).toBeGreaterThan(8);
    for (const holder of holders.filter((h) => h.tag !== 'a' || h.style.includes('display:inline-block'))) {
      expect(holder.style, `<${holder.tag}${holder.attrs}>`).toContain('overflow-wrap:anywhere');
      expect(holder.style).toContain('word-break:break-word');
    }
    // Tables fill the width and are laid out from it, not from their longest word.
    for (const table of tags(html, ['table'])) {
      expect(table.attrs).toContain('width="100%"');
      expect(table.style).toContain('table-layout:fixed');
    }
    expect(html).toContain('max-width:600px');
    // The button never grows past the column.
    expect(tags(html, ['a']).find((a) => a.attrs.includes('/quote/'))!.style).toContain('max-width:100%');
    // The <style> block repeats the rule and narrows the padding on a phone.
    expect(html).toMatch(/<style>[^<]*overflow-wrap:anywhere[^<]*@media \(max-width:480px\)/);
  });

  it('a reply from the Email Manager breaks long words too', () => {
    const { html } = emailReply.render(
      {
        subject: 'Re: your car',
        message: `Here is the link: https://truganina-auto.example/${LONG}\n\nThanks`,
        inReplyTo: null,
        references: [],
        quote: { from: 'jane@example.com', date: '2026-11-20T01:00:00Z', text: `> ${LONG}` },
      },
      { business: BUSINESS, adminEmail: 'owner@example.com', timeZone: 'Australia/Melbourne', now: new Date('2026-11-21T00:00:00Z') },
    );
    expect(html).toContain('name="viewport"');
    for (const holder of tags(html ?? '', ['body', 'p', 'blockquote']).filter((h) => h.tag !== 'p' || h.style.includes('margin:0 0 12px'))) {
      expect(holder.style, `<${holder.tag}>`).toContain('overflow-wrap:anywhere');
    }
  });
});

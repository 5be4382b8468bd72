/**
 * The sanitizer against the hostile-mail corpus (parsed as the server parses mail): whatever a
 * message tries, what is left holds no script, handler, dangerous URL, form, frame, foreign
 * content, refresh, base or remote load; with 'Show images' only remote images come back.
 */
import { describe, expect, it } from 'vitest';
import { hostileCorpus } from '../../../test/fixtures/hostile-mail/corpus.js';
import { expectInert } from '../../../test/fixtures/hostile-mail/inert.js';
import { scrubStyleAttribute, scrubStyleSheet } from './email-css.js';
import { sanitizeEmailHtml, textToHtml } from './email-html.js';
import { parseEmail } from './email-message.js';

const inlineImage = () => '/api/admin/emails/1/attachments/0/view?token=t';

describe('the hostile-mail corpus', () => {
  const corpus = hostileCorpus();

  it('holds at least 40 messages, a 5 MB one among them', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
    expect(corpus.some((m) => m.raw.length >= 5 * 1024 * 1024)).toBe(true);
    expect(new Set(corpus.map((m) => m.category)).size).toBeGreaterThanOrEqual(12);
  });

  for (const message of corpus) {
    it(`${message.name}: nothing runs or loads`, async () => {
      const mail = await parseEmail(message.raw);
      const source = mail.html ?? textToHtml(mail.text);
      const blocked = sanitizeEmailHtml(source, { showImages: false, inlineImage });
      expectInert(blocked.html, { imagesShown: false });
      const shown = sanitizeEmailHtml(source, { showImages: true, inlineImage });
      expectInert(shown.html, { imagesShown: true });
      expect(shown.blockedImages).toBe(0);
    });
  }

  it('counts the remote images it leaves out', async () => {
    const count = async (prefix: string) => {
      const message = corpus.find((m) => m.name.startsWith(prefix))!;
      const mail = await parseEmail(message.raw);
      return sanitizeEmailHtml(mail.html ?? '', { showImages: false, inlineImage }).blockedImages;
    };
    expect(await count('35-')).toBe(1); // the tracking pixel
    expect(await count('31-')).toBe(5); // four url()s in style attributes, one of them protocol-relative... and border-image
    expect(await count('36-')).toBe(6); // body/table/td backgrounds, https, protocol-relative, picture's img
    expect(await count('49-')).toBe(1); // the pixel halfway through the 5 MB message
  });
});

describe('CSS', () => {
  const ctx = (showImages = false) => {
    const state = { blocked: 0 };
    return { state, ctx: { showImages, inlineImage: (cid: string) => (cid === 'logo' ? '/logo' : null), blocked: () => state.blocked++ } };
  };

  it('keeps ordinary declarations and drops what loads or runs', () => {
    const { state, ctx: c } = ctx();
    expect(scrubStyleAttribute('color: red; background: url(http://t/x.png) no-repeat; width: expression(alert(1)); font-size: 14px', c)).toBe(
      'color: red; background: none no-repeat; font-size: 14px',
    );
    expect(state.blocked).toBe(1);
    expect(scrubStyleAttribute('background: url(cid:logo)', c)).toBe('background: url("/logo")');
    expect(scrubStyleAttribute('background: u\\72l(http://t/x.png)', c)).toBe('');
  });

  it('keeps the rules of a style sheet and drops @import, @font-face and escapes', () => {
    const { ctx: c } = ctx(true);
    expect(scrubStyleSheet('@import url(http://a/b.css); p { color: red; background: url(https://t/x.png) } @font-face { src: url(http://f) } a{b:c}', c)).toBe(
      ' p { color: red; background: url("https://t/x.png") } a{b:c}',
    );
  });
});

describe('links', () => {
  it('open in a new tab without opener or referrer, and show where they go', () => {
    const { html } = sanitizeEmailHtml('<a href="https://example.com/a" target="_self" rel="opener">Your bank</a><a href="/relative">rel</a><a href="mailto:a@b.c">mail</a>', {
      showImages: false,
      inlineImage,
    });
    expect(html).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer" title="https://example.com/a">Your bank</a><a>rel</a>' +
        '<a href="mailto:a@b.c" target="_blank" rel="noopener noreferrer" title="mailto:a@b.c">mail</a>',
    );
  });
});

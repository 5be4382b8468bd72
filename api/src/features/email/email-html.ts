/**
 * Every message body shown in the back office passes through here: an allowlist sanitizer
 * (sanitize-html) that keeps the look of ordinary mail and nothing that runs, submits, redirects or
 * loads from elsewhere. Remote images are left out and counted unless the admin asked to see them;
 * cid: images point at the message's own parts; links open in a new tab without an opener or a
 * referrer. The result is shown in a sandboxed frame with its own CSP (defence in depth).
 */
import type sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../../shared/html.js';
import { lazyModule } from '../../shared/lazy-module.js';
import { isRemoteUrl, scrubStyleAttribute, scrubStyleSheet, shownUrl, type CssContext } from './email-css.js';

export interface SanitizeOptions {
  showImages: boolean;
  /** The served URL of this message's part with Content-ID `cid`, or null when there is none. */
  inlineImage(cid: string): string | null;
}

export interface SanitizedBody {
  html: string;
  /** Remote images (img, background, CSS url()) left out. */
  blockedImages: number;
}

const TAGS = [
  'a', 'abbr', 'address', 'article', 'aside', 'b', 'bdi', 'bdo', 'big', 'blockquote', 'br', 'caption', 'center', 'cite', 'code',
  'col', 'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'font', 'footer', 'h1', 'h2',
  'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'main', 'mark', 'nav', 'ol', 'p', 'pre', 'q', 's',
  'samp', 'section', 'small', 'span', 'strike', 'strong', 'style', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot',
  'th', 'thead', 'time', 'tr', 'tt', 'u', 'ul', 'var', 'wbr',
];

// Presentational attributes of ordinary mail; nothing that names a script, a URL (but href/src/
// background, checked below) or a form.
const COMMON = ['style', 'class', 'dir', 'lang', 'title', 'align', 'valign', 'width', 'height', 'bgcolor', 'color', 'border', 'background'];
const ATTRIBUTES: Record<string, string[]> = {
  '*': COMMON,
  a: [...COMMON, 'href', 'name', 'target', 'rel'],
  img: [...COMMON, 'src', 'alt', 'hspace', 'vspace'],
  font: [...COMMON, 'face', 'size'],
  table: [...COMMON, 'cellpadding', 'cellspacing', 'frame', 'rules', 'summary'],
  td: [...COMMON, 'colspan', 'rowspan', 'nowrap', 'abbr', 'scope'],
  th: [...COMMON, 'colspan', 'rowspan', 'nowrap', 'abbr', 'scope'],
  col: [...COMMON, 'span'],
  colgroup: [...COMMON, 'span'],
  ol: [...COMMON, 'start', 'type', 'reversed'],
  ul: [...COMMON, 'type'],
  li: [...COMMON, 'value', 'type'],
  time: [...COMMON, 'datetime'],
  details: [...COMMON, 'open'],
};

// Elements dropped together with everything inside them: scripts, frames, plugins, forms' lists,
// foreign content (SVG, MathML: their parsing differs between sanitizer and browser) and elements
// whose content browsers read as raw text (mutation tricks).
const DROP_WITH_CONTENT = [
  'script', 'noscript', 'template', 'textarea', 'option', 'select', 'datalist', 'xmp', 'plaintext', 'listing', 'noembed',
  'noframes', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'title', 'audio', 'video', 'canvas',
  'map', 'head-script', 'button', 'meter', 'progress', 'dialog', 'portal', 'fencedframe', 'search',
];

const sanitizer = lazyModule<typeof sanitizeHtml>('sanitize-html');

const LINK_SCHEMES = /^(https?:|mailto:|tel:)/i;

/** A link's destination when it is absolute and of a scheme a person would follow, else null. */
function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  if (!LINK_SCHEMES.test(trimmed)) return null;
  try {
    return new URL(trimmed).href;
  } catch {
    return null;
  }
}

export function sanitizeEmailHtml(html: string, options: SanitizeOptions): SanitizedBody {
  let blockedImages = 0;
  const css: CssContext = {
    showImages: options.showImages,
    inlineImage: options.inlineImage,
    blocked: () => blockedImages++,
  };
  /** An image URL as it will be served, or undefined to leave the image out. */
  const imageSource = (src: string | undefined): string | undefined => {
    const value = src?.trim() ?? '';
    if (/^cid:/i.test(value)) return options.inlineImage(value.slice(4)) ?? undefined;
    if (isRemoteUrl(value)) {
      if (options.showImages) return shownUrl(value);
      blockedImages++;
    }
    return undefined; // data:, javascript:, relative, empty
  };
  const withSafeAttributes = (attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes => {
    const out: sanitizeHtml.Attributes = { ...attribs };
    if (out.style !== undefined) {
      const style = scrubStyleAttribute(out.style, css);
      if (style) out.style = style;
      else delete out.style;
    }
    if (out.background !== undefined) {
      const background = imageSource(out.background);
      if (background) out.background = background;
      else delete out.background;
    }
    return out;
  };

  const clean = sanitizer()(html, {
    allowedTags: TAGS,
    allowedAttributes: ATTRIBUTES,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href', 'src', 'background', 'cite'],
    allowProtocolRelative: false,
    allowVulnerableTags: true, // <style> only: its text is made inert below
    disallowedTagsMode: 'discard',
    nonTextTags: DROP_WITH_CONTENT,
    parseStyleAttributes: false, // scrubbed by email-css.ts instead
    enforceHtmlBoundary: false,
    nestingLimit: 200,
    transformTags: {
      '*': (tagName, attribs) => ({ tagName, attribs: withSafeAttributes(attribs) }),
      a: (tagName, attribs) => {
        const href = safeHref(attribs.href);
        const { href: _href, target: _target, rel: _rel, ...rest } = attribs;
        if (!href) return { tagName, attribs: rest };
        // The real destination is shown on hover, whatever the link's text claims.
        return { tagName, attribs: { ...rest, href, target: '_blank', rel: 'noopener noreferrer', title: href } };
      },
      img: (tagName, attribs) => {
        const { src: original, ...rest } = attribs;
        const src = imageSource(original);
        return { tagName, attribs: src ? { ...rest, src } : rest };
      },
      // The body's colours and spacing live on, as a div.
      body: (_tagName, attribs) => ({ tagName: 'div', attribs }),
      // Only the text of the style element is kept (scrubbed after sanitizing).
      style: (tagName) => ({ tagName, attribs: {} }),
    },
  });
  // The sanitizer passes <style> text through verbatim; it is the only raw text left, and
  // attributes and text are escaped, so every "<style>" below is a real element.
  const html2 = clean.replace(/<style>([\s\S]*?)<\/style>/g, (_all, sheet: string) => {
    const scrubbed = scrubStyleSheet(sheet, css);
    return scrubbed.trim() ? `<style>${scrubbed}</style>` : '';
  });
  return { html: html2, blockedImages };
}

/** A plain-text body as HTML: escaped, line breaks kept, web addresses made links (sanitize it as any HTML). */
export function textToHtml(text: string): string {
  const parts = text.split(/(\bhttps?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]])/);
  const body = parts.map((part, i) => (i % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part))).join('');
  return `<div style="white-space: pre-wrap">${body}</div>`;
}

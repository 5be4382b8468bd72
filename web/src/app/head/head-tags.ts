/**
 * The <head> tags of a public page (title, description, canonical link, Open Graph, robots,
 * JSON-LD), built once as data: the server serialises them into the page, the browser applies
 * them on every navigation. Each managed tag carries data-page-head so the next page replaces it.
 */
import type { SiteInfo } from '../../shared/use-site-info';
import { pageMeta, type PageKey } from './page-meta';
import { autoRepairOf } from './structured-data';

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** Text content (title, JSON-LD). */
  text?: string;
}

const HEAD_MARKER = 'data-page-head';

/** JSON that is safe inside a <script> element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function headTags(page: PageKey, site: SiteInfo, pathname: string): HeadTag[] {
  const meta = pageMeta(page, site);
  const url = `${site.publicUrl}${pathname === '/' ? '/' : pathname}`;
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, text: meta.title },
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
  ];
  if (meta.noindex) {
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  } else {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
  }
  tags.push(
    { tag: 'meta', attrs: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
    // A page kept out of search results has no address of its own worth sharing (the 404 page is
    // rendered once for every unknown address).
    ...(meta.noindex ? [] : [{ tag: 'meta' as const, attrs: { property: 'og:url', content: url } }]),
    { tag: 'meta', attrs: { property: 'og:site_name', content: site.businessName } },
    { tag: 'meta', attrs: { property: 'og:locale', content: 'en_AU' } },
    // The preview image (web/public/og-image.png), by its absolute address as Open Graph asks.
    { tag: 'meta', attrs: { property: 'og:image', content: `${site.publicUrl}/og-image.png` } },
    { tag: 'meta', attrs: { property: 'og:image:type', content: 'image/png' } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: '1200' } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: '630' } },
    { tag: 'meta', attrs: { property: 'og:image:alt', content: `${site.businessName}: car servicing and repairs` } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  );
  if (meta.structuredData) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: scriptSafeJson(autoRepairOf(site)) });
  }
  return tags;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** The tags as HTML for the server-rendered page. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      const open = `<${tag} ${HEAD_MARKER}${attributes}>`;
      if (tag === 'meta' || tag === 'link') return open;
      // JSON-LD is already script-safe; a title is text.
      return `${open}${tag === 'script' ? (text ?? '') : escapeHtml(text ?? '')}</${tag}>`;
    })
    .join('\n    ');
}

/** Replaces the managed tags in document.head (browser only). */
export function applyHead(tags: readonly HeadTag[]): void {
  const head = document.head;
  head.querySelectorAll(`[${HEAD_MARKER}]`).forEach((el) => el.remove());
  for (const { tag, attrs, text } of tags) {
    const el = document.createElement(tag);
    el.setAttribute(HEAD_MARKER, '');
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    if (text !== undefined) el.textContent = text;
    head.appendChild(el);
  }
}

/** Takes the managed tags away (leaving the public site for an area that manages its own). */
export function clearHead(): void {
  document.head.querySelectorAll(`[${HEAD_MARKER}]`).forEach((el) => el.remove());
}

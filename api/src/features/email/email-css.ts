/**
 * CSS of hostile mail (style attributes and <style> elements), made inert: remote url()s removed
 * (counted, or kept when the admin chose 'Show images'), cid: url()s pointed at the message's own
 * parts, and every declaration that could run code, import or load something else dropped.
 */

export interface CssContext {
  showImages: boolean;
  /** The served URL of a cid: part of this message, or null when it has none. */
  inlineImage(cid: string): string | null;
  /** Called once for each remote resource left out. */
  blocked(): void;
}

// A declaration holding any of these is dropped whole: script (expression, behaviors, bindings),
// escapes that could spell any of it, and image-set(), which loads bare strings as images.
const FORBIDDEN = /expression\s*\(|behaviou?r\s*:|-moz-binding|javascript:|vbscript:|livescript:|mocha:|image-set\s*\(|@import|\\|src\s*\(/i;
const URL_FUNCTION = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;
// A url( left after the replacement above is one we could not read: drop its declaration.
const UNREAD_URL = /url\s*\(/i;

export function isRemoteUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url.trim());
}

/** A remote URL as it is shown once allowed: protocol-relative ones over https. */
export function shownUrl(url: string): string {
  const trimmed = url.trim();
  return trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
}

/** The value of a url() as it will be served, or null to leave it out. */
function urlValue(url: string, ctx: CssContext): string | null {
  const trimmed = url.trim();
  if (/^cid:/i.test(trimmed)) return ctx.inlineImage(trimmed.slice(4));
  if (isRemoteUrl(trimmed)) {
    if (ctx.showImages) return shownUrl(trimmed);
    ctx.blocked();
    return null;
  }
  return null; // data:, relative and anything else
}

const PROPERTY = /^\s*-?[a-z][a-z0-9-]*\s*:/i;

function balanced(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
  }
  return depth === 0 && (text.match(/"/g)?.length ?? 0) % 2 === 0 && (text.match(/'/g)?.length ?? 0) % 2 === 0;
}

/**
 * One declaration (`prop: value`) made safe, or '' to drop it. Anything that is not plainly a
 * declaration (no property name, unbalanced brackets or quotes, an address outside url()) goes.
 */
function declaration(text: string, ctx: CssContext): string {
  if (!PROPERTY.test(text) || FORBIDDEN.test(text) || !balanced(text)) return '';
  // Addresses may only appear inside url(): "ur l(http://…)" and the like are not kept.
  if (/\/\/|\.invalid\b/i.test(text.replace(URL_FUNCTION, ''))) return '';
  let dropped = false;
  const replaced = text.replace(URL_FUNCTION, (_all, _quote: string, url: string) => {
    const value = urlValue(url, ctx);
    if (value === null) return 'none';
    if (/["'()\s\\<>]/.test(value)) {
      dropped = true;
      return 'none';
    }
    return `url("${value}")`;
  });
  if (dropped || UNREAD_URL.test(replaced.replace(/url\("[^"]*"\)/g, ''))) return '';
  return replaced;
}

// What a selector or an at-rule's prelude may hold; anything else drops the whole rule.
const SELECTOR = /^[\s\w.#,>+~*:()[\]="^$|@%-]*$/;

/** A style attribute's value, made safe ('' when nothing is left). */
export function scrubStyleAttribute(style: string, ctx: CssContext): string {
  return stripComments(style)
    .split(';')
    .map((d) => declaration(d, ctx).trim())
    .filter(Boolean)
    .join('; ');
}

/**
 * A <style> element's text, made safe: split at { } ; so that every declaration, selector and
 * at-rule is judged on its own; at-rules that fetch (@import, @font-face) go entirely.
 */
export function scrubStyleSheet(css: string, ctx: CssContext): string {
  const parts = stripComments(css).split(/([{};])/);
  const out: string[] = [];
  let skipDepth = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (skipDepth) {
      if (part === '{') skipDepth++;
      else if (part === '}') skipDepth--;
      continue;
    }
    if (part === '{' || part === '}' || part === ';') {
      out.push(part);
      continue;
    }
    const next = parts[i + 1];
    if (next === '{') {
      // A selector or an at-rule's prelude.
      if (/@(font-face|import|namespace)/i.test(part) || !SELECTOR.test(part) || /\/\//.test(part)) {
        skipDepth = 1;
        i++;
        continue;
      }
      out.push(part);
    } else if (/^\s*@/.test(part)) {
      // @import, @charset and other statement at-rules: none is wanted.
      if (next === ';') i++;
    } else {
      out.push(declaration(part, ctx));
    }
  }
  // No '<' may reach the element's text (it could only ever start "</style").
  return out.join('').replace(/</g, ' ').replace(/\s{2,}/g, ' ');
}

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ');
}

/**
 * The browser shows its 'please fill in this field' bubble on the first missing field, scrolling only
 * as far as the viewport's edge: on a phone that is under the sticky site header. This scrolls the
 * field and its label to just below the header first (the browser then finds it in view).
 */
const GAP_PX = 16;

export function showBelowHeader(field: HTMLElement): void {
  const header = document.querySelector('.site-header');
  const headerBottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  const target = field.closest('.field') ?? field;
  const top = target.getBoundingClientRect().top;
  const fits = top >= headerBottom + GAP_PX && field.getBoundingClientRect().bottom <= window.innerHeight;
  if (!fits) window.scrollBy({ top: top - headerBottom - GAP_PX, behavior: 'instant' });
}

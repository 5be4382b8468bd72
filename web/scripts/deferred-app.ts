/**
 * A Vite plugin for the client build's page template (index.html), so a server-rendered page
 * paints before any of the app's code loads:
 *
 * - The entry's stylesheet is inlined (`<style>`), so the first paint waits for no request.
 * - The entry's module script and its modulepreloads are replaced by a small inline loader. The
 *   modules are listed in `<script id="app-scripts" type="application/json">{"modules": [...]}`
 *   (the entry first; bench/lib/web-size.mjs reads the same list), and the loader imports them
 *   once the page has painted its content (the first contentful paint), or at once when there is
 *   nothing to paint (the admin area's empty shell), when the tab is hidden, or when the visitor
 *   presses, types or touches first.
 * - A click on a button before the app has hydrated would be lost (React is not listening yet):
 *   the loader keeps it and the app replays it once hydrated (`window.__APP_BOOT__.hydrated()`,
 *   called from shared/hydration.ts). Links and form fields work without the app.
 */
import type { Plugin } from 'vite';

/** The loader, run in <head> (ES5: it must not fail on an old browser before the app can say so). */
const LOADER = `(function () {
  var started = false, clicks = [], root;
  function start() {
    if (started) return;
    started = true;
    var modules = JSON.parse(document.getElementById('app-scripts').textContent).modules;
    for (var i = 1; i < modules.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = modules[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = modules[0];
    document.head.appendChild(script);
  }
  function keep(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button, [role="button"]') : null;
    if (!button || !root || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    clicks.push(button);
    start();
  }
  document.addEventListener('click', keep, true);
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
    document.addEventListener(type, start, { capture: true, once: true, passive: true });
  });
  window.__APP_BOOT__ = {
    start: start,
    hydrated: function () {
      document.removeEventListener('click', keep, true);
      var kept = clicks;
      clicks = [];
      kept.forEach(function (button) {
        if (button.isConnected) button.click();
      });
    }
  };
  function afterPaint() {
    setTimeout(start, 0);
  }
  function ready() {
    root = document.getElementById('root');
    if (!root || !root.firstElementChild || document.visibilityState !== 'visible') return start();
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0) return requestAnimationFrame(afterPaint);
    var painted = performance.getEntriesByName('first-contentful-paint');
    if (painted.length) return afterPaint();
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterPaint();
    }).observe({ type: 'paint', buffered: true });
    // A browser that never reports the paint (it was not shown after all, say) still gets the app.
    setTimeout(start, 3000);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
})();`;

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function deferredApp(): Plugin {
  return {
    name: 'deferred-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const bundle = ctx.bundle;
        const asset = (href: string) => bundle[href.replace(/^\//, '')];
        // The entry's stylesheet, inline.
        html = html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
          const css = asset(href);
          if (!css || css.type !== 'asset') throw new Error(`deferred-app: no stylesheet ${href} in the bundle`);
          return `<style>${String(css.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
        // The entry and its modulepreloads, loaded by the loader after the first paint.
        const modules: string[] = [];
        html = html.replace(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
          modules.unshift(src);
          return '';
        });
        html = html.replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
          modules.push(href);
          return '';
        });
        if (modules.length === 0) throw new Error('deferred-app: the page template has no module script');
        const list = `<script id="app-scripts" type="application/json">${escapeJson({ modules })}</script>`;
        return html.replace('</head>', `    ${list}\n    <script>${LOADER}</script>\n  </head>`);
      },
    },
  };
}

/**
 * The code's boundaries, kept by the linter (`npm run lint`; a test of this rule is in
 * eslint/boundaries.test.mjs).
 *
 * api/src, in layers:
 *   shared/  pure helpers: imports only shared/ (and config.ts's types)
 *   db/      the database: shared/, db/, config.ts
 *   platform/  what every feature builds on (the change unit, outbox, mail module, audit table): shared/,
 *            db/, platform/, config.ts; it names no feature
 *   edge/    what resolvers and routes need (context, guards, validation, streaming): shared/, db/, edge/,
 *            config.ts and features' doors (the session's claims)
 *   features/<name>/  its own folder, shared/, db/, edge/, config.ts, feature.ts, and another feature
 *            only through its door: its services (`*.service.ts`), its declared types (`*.types.ts`,
 *            `*.entity.ts`) and its `public.ts` (what it offers other features)
 *   http/    the server: the layers above, the feature list (features/index.ts) and features' doors
 *   features/index.ts (the list), app.ts, app-core.ts, main.ts, cli/: the composition roots, anything
 * web/src:
 *   features/<name>/ never imports another feature; components/ and shared/ import no feature.
 *   gql/: only the back office (features/admin/) imports the whole app's documents (gql/graphql,
 *   gql/gql, gql/index); the public site imports gql/public, so a customer's page never loads the
 *   back office's documents (types alone, `import type`, are free).
 * Only relative imports are checked (packages and the web's `@money` and `@phone` aliases are free).
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const API = path.join(ROOT, 'api', 'src');
const WEB = path.join(ROOT, 'web', 'src');

/** Files a feature offers other features. */
const DOOR = /(^|\/)(public|[\w-]+\.service|[\w-]+\.types|[\w-]+\.entity)\.ts$/;

function apiPlace(file) {
  const rel = path.relative(API, file).split(path.sep).join('/');
  if (rel.startsWith('..')) return null;
  const parts = rel.split('/');
  if (parts.length === 1) return { layer: 'root', file: parts[0] };
  if (parts[0] === 'features') {
    if (parts.length === 2) return { layer: 'registry' };
    return { layer: 'feature', name: parts[1], file: parts.slice(2).join('/') };
  }
  return { layer: parts[0] };
}

function webPlace(file) {
  const rel = path.relative(WEB, file).split(path.sep).join('/');
  if (rel.startsWith('..')) return null;
  const parts = rel.split('/');
  if (parts[0] === 'features' && parts.length > 2) return { layer: 'feature', name: parts[1] };
  return { layer: parts[0], file: parts.slice(1).join('/').replace(/\.tsx?$/, '') };
}

const ROOT_FILES_FOR = {
  shared: ['config.ts'],
  db: ['config.ts'],
  platform: ['config.ts'],
  edge: ['config.ts', 'feature.ts', 'services.ts'],
  feature: ['config.ts', 'feature.ts', 'services.ts'],
  http: ['config.ts', 'feature.ts', 'services.ts'],
};

/** Why `from` may not import `to`, or null when it may. */
export function apiViolation(from, to) {
  if (!from || !to) return null;
  if (from.layer === 'root' || from.layer === 'registry' || from.layer === 'cli') return null;
  if (to.layer === 'root') {
    if ((ROOT_FILES_FOR[from.layer] ?? []).includes(to.file)) return null;
    return `${describe(from)} may not import ${to.file}`;
  }
  switch (from.layer) {
    case 'shared':
      return to.layer === 'shared' ? null : `shared/ imports only shared/ (not ${describe(to)})`;
    case 'db':
      return ['shared', 'db'].includes(to.layer) ? null : `db/ imports only shared/ and db/ (not ${describe(to)})`;
    case 'platform':
      return ['shared', 'db', 'platform'].includes(to.layer) ? null : `platform/ imports only shared/, db/ and platform/: it names no feature (not ${describe(to)})`;
    case 'edge':
      if (['shared', 'db', 'edge', 'platform'].includes(to.layer)) return null;
      if (to.layer === 'feature' && DOOR.test(to.file)) return null;
      return `edge/ imports only shared/, db/, edge/ and features' doors (not ${describe(to)})`;
    case 'feature':
      if (['shared', 'db', 'edge', 'platform'].includes(to.layer)) return null;
      if (to.layer === 'feature') {
        if (to.name === from.name || DOOR.test(to.file)) return null;
        return `the ${from.name} feature may use the ${to.name} feature only through its door (*.service.ts, *.types.ts, *.entity.ts, public.ts), not ${to.file}`;
      }
      return `a feature may not import ${describe(to)}`;
    case 'http':
      if (['shared', 'db', 'edge', 'http', 'registry', 'platform'].includes(to.layer)) return null;
      if (to.layer === 'feature' && DOOR.test(to.file)) return null;
      return `http/ uses features only through the feature list and their doors, not ${describe(to)}`;
    default:
      return null;
  }
}

export function webViolation(from, to, typeOnly = false) {
  if (!from || !to) return null;
  if (to.layer === 'gql' && to.file !== 'public' && !typeOnly && !(from.layer === 'feature' && from.name === 'admin'))
    return `the public site imports its documents from gql/public, not gql/${to.file} (the whole back office's documents)`;
  if (from.layer === 'feature' && to.layer === 'feature' && to.name !== from.name) return `web features never import each other (${from.name} → ${to.name}); share through components/ or shared/`;
  if ((from.layer === 'components' || from.layer === 'shared') && to.layer === 'feature') return `web/src/${from.layer}/ imports no feature (${to.name})`;
  return null;
}

function describe(place) {
  if (place.layer === 'feature') return `features/${place.name}/${place.file ?? ''}`;
  if (place.layer === 'registry') return 'features/index.ts';
  return `${place.layer}/`;
}

/** `./x.js` as written in TypeScript sources resolves to `./x.ts` (or .tsx). */
function resolveImport(file, source) {
  const target = path.resolve(path.dirname(file), source);
  return target.replace(/\.js$/, '.ts').replace(/\.jsx$/, '.tsx');
}

const rule = {
  meta: { type: 'problem', docs: { description: 'keeps the layers and feature boundaries of docs/architecture.md' }, schema: [] },
  create(context) {
    const file = context.filename;
    const inApi = file.startsWith(API + path.sep);
    const inWeb = file.startsWith(WEB + path.sep);
    if ((!inApi && !inWeb) || /\.test\.tsx?$/.test(file)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolveImport(file, source);
      const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
      const problem = inApi ? apiViolation(apiPlace(file), apiPlace(target)) : webViolation(webPlace(file), webPlace(target), typeOnly);
      if (problem) context.report({ node: node.source, message: problem });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const boundaries = { rules: { boundaries: rule } };

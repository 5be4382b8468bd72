/**
 * The boundaries rule fails on deliberate violations and passes the allowed imports, through the
 * repository's own ESLint config (`npm run lint` runs this after eslint).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'workshop/boundaries').map((m) => m.message);
}

const cases = [
  // [file, import, refused?]
  ['api/src/shared/x.ts', '../features/booking/booking.service.js', true],
  ['api/src/shared/x.ts', './time.js', false],
  ['api/src/db/x.ts', '../http/server.js', true],
  ['api/src/db/x.ts', '../features/index.js', true],
  ['api/src/features/vehicles/x.ts', '../booking/booking.routes.js', true],
  ['api/src/features/vehicles/x.ts', '../booking/public.js', false],
  ['api/src/features/vehicles/x.ts', '../booking/booking.service.js', false],
  ['api/src/features/vehicles/x.ts', '../../http/server.js', true],
  ['api/src/features/vehicles/x.ts', '../../edge/admin.js', false],
  ['api/src/features/vehicles/x.ts', '../../app.js', true],
  ['api/src/features/vehicles/x.ts', './vehicle-history.service.js', false],
  ['api/src/edge/x.ts', '../http/server.js', true],
  ['api/src/platform/outbox/x.ts', '../../features/booking/booking.service.js', true],
  ['api/src/platform/outbox/x.ts', '../changes/change-unit.js', false],
  ['api/src/platform/outbox/x.ts', '../../edge/admin.js', true],
  ['api/src/features/vehicles/x.ts', '../../platform/changes/change-unit.js', false],
  ['api/src/http/x.ts', '../features/site/site.resolver.js', true],
  ['api/src/http/x.ts', '../features/index.js', false],
  ['web/src/features/quote/x.tsx', '../signing/AcceptPolicyPage', true],
  ['web/src/features/quote/x.tsx', '../../components/Logo', false],
  ['web/src/components/x.tsx', '../features/booking/BookingPage', true],
  ['web/src/features/booking/x.tsx', '../../gql/graphql', true],
  ['web/src/app/x.ts', '../gql/gql', true],
  ['web/src/features/booking/x.tsx', '../../gql/public', false],
  ['web/src/features/admin/diary/x.tsx', '../../../gql/graphql', false],
];

test('a type-only import of the whole documents module is allowed on the public site', async () => {
  const found = await problems('web/src/shared/x.ts', `import type { SiteInfoQuery } from '../gql/graphql';\nexport type Y = SiteInfoQuery;\n`);
  assert.deepEqual(found, []);
});

for (const [file, source, refused] of cases) {
  test(`${file} importing ${source} is ${refused ? 'refused' : 'allowed'}`, async () => {
    const found = await problems(file, `import { x } from '${source}';\nexport const y = x;\n`);
    assert.equal(found.length, refused ? 1 : 0, found.join('; '));
  });
}

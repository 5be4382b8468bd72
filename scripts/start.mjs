/**
 * `npm start`: builds only when the sources changed since the last build (scripts/build.mjs), then
 * runs the built server in this same process (no second Node start-up, signals reach it directly).
 */
import { build } from './build.mjs';

build('if-stale');
await import('../api/dist/main.js');

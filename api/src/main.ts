/** Boot: config → app → listen; graceful shutdown on SIGTERM/SIGINT. */
import { enableCompileCache } from 'node:module';

// Node keeps the compiled code of the modules below (in the OS temp directory) for the next
// start: loading them is most of a start, and the cache makes it about a third cheaper.
enableCompileCache();
const { ConfigError, loadConfig } = await import('./config.js');
const { createApp } = await import('./app.js');
const { DataDirLockedError } = await import('./db/data-dir-lock.js');

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(78);
  }
  throw err;
}

let app;
try {
  app = await createApp(config);
} catch (err) {
  // Another process serves this DATA_DIR: say so plainly and leave it serving (EX_CANTCREAT).
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(73);
  }
  throw err;
}
const url = await app.start();
const log = app.http.app.log;
const publicUrl = config.publicUrl;
const lines = [
  `Site:  ${publicUrl}/`,
  `Admin: ${publicUrl}/admin`,
  `       username: ${app.admin.username}`,
  app.admin.generatedPassword
    ? `       password: ${app.admin.generatedPassword}   (generated now and shown once: keep it)`
    : `       password: ${config.adminPassword ? 'as set in ADMIN_PASSWORD' : 'the one printed at first start'}`,
  `Database: ${app.db.embedded ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL'}`,
  `Mail: ${config.smtpUrl ? 'SMTP' : `written as .eml files to ${config.dataDir}/outbox`}`,
];
console.log(`\n${lines.join('\n')}\n`);
log.info({ url }, 'listening');

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests and queued mail');
    const force = setTimeout(() => {
      log.error('shutdown took over 15 s: exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch((err) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  });
}

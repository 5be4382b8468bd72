/** Boot: config → app → listen; graceful shutdown on SIGTERM/SIGINT. */
import { enableCompileCache } from 'node:module';

// Node keeps the compiled code of the modules below (in the OS temp directory) for the next
// start: loading them is most of a start, and the cache makes it about a third cheaper.
enableCompileCache();
const { ConfigError, loadConfig } = await import('./config.js');
const { assertDataDirFree, DataDirLockedError } = await import('./db/data-dir-lock.js');

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

/** Another process serves this DATA_DIR: say so plainly and leave it serving (exit 73, EX_CANTCREAT). */
function exitIfLocked(err: unknown): void {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(73);
  }
}

const { consoleLogger } = await import('./http/log-output.js');
const { startBanner } = await import('./start-banner.js');
const { embeddedDir } = await import('./db/orm.js');

let app;
try {
  // Refused before the app's code loads (seconds on a busy machine); createApp takes the lock itself.
  if (!config.databaseUrl) assertDataDirFree(config.dataDir, { timeZone: config.timeZone });
  const { createApp } = await import('./app.js');
  // Readable lines on a terminal, JSON lines otherwise (a service's journal, a log collector).
  app = await createApp(config, { logger: consoleLogger(config.logLevel) });
} catch (err) {
  exitIfLocked(err);
  throw err;
}
await app.start();
const log = app.http.app.log;
const banner = startBanner(
  {
    businessName: config.businessName,
    publicUrl: config.publicUrl,
    username: app.admin.username,
    generatedPassword: app.admin.generatedPassword,
    passwordFromEnv: app.admin.created && !app.admin.generatedPassword,
    databaseUrl: config.databaseUrl,
    embeddedDir: embeddedDir(config),
    // The servers in effect: saved in Settings, else SMTP_URL / IMAP_URL.
    smtpUrl: app.services.mailSettings.addresses().smtp,
    imapUrl: app.services.mailSettings.addresses().imap,
    dataDir: config.dataDir,
  },
  process.stdout.isTTY === true && process.stdout.hasColors(),
);
console.log(`\n${banner}\n`);

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

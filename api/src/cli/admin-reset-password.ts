/**
 * `npm run admin:reset-password`: a new password for the admin, from the command line, when the
 * owner has lost it (the emailed reset link needs a working mailbox).
 *
 *   npm run admin:reset-password                          asks twice, hidden (on a terminal)
 *   npm run admin:reset-password -- --password-stdin      reads one line (also when stdin is piped)
 *   npm run admin:reset-password -- --generate            makes one up and prints it
 *   … -- --username <name>                                another admin than the one `npm start` names
 *
 * It runs on the configured database (DATABASE_URL, else the embedded one in DATA_DIR, which the
 * running server holds: stop it first) and goes through AuthService, so the app's password
 * rules apply and every session signed in before the change ends, as after a reset link.
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { embeddedDir, openDatabase, type Database } from '../db/orm.js';
import { model } from '../features/index.js';
import { AuthService } from '../features/auth/auth.service.js';
import { CodeThrottle } from '../features/auth/login-throttle.js';
import { MfaService } from '../features/auth/mfa.service.js';
import { SessionsService } from '../features/auth/sessions.service.js';
import { randomPassword } from '../features/auth/password.js';
import { PASSWORD_RULES, passwordProblems } from '../features/auth/password-policy.js';
import { ChangeUnit } from '../platform/changes/change-unit.js';
import { OutboxService } from '../platform/outbox/outbox.service.js';
import { AppError } from '../shared/errors.js';
import { createPubSub } from '../shared/pubsub.js';
import { createRateLimitStore } from '../db/rate-limit-store.js';
import { systemClock } from '../shared/time.js';
import { readHidden, readLine } from './prompt.js';

const USAGE = `Sets a new password for the workshop's admin.

  npm run admin:reset-password                        asks for it twice (hidden)
  npm run admin:reset-password -- --password-stdin    reads it from the first line of stdin
  npm run admin:reset-password -- --generate          generates one and prints it
  options: --username <name> (default: the admin npm start names)

${PASSWORD_RULES} Every session signed in before the change ends.
Stop the server first when it runs on the embedded database (DATA_DIR).`;

class Exit extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function options() {
  try {
    return parseArgs({
      options: {
        generate: { type: 'boolean' },
        'password-stdin': { type: 'boolean' },
        username: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (err) {
    throw new Exit(64, `${(err as Error).message}\n\n${USAGE}`);
  }
}

async function open(config: Config): Promise<Database> {
  // A mistyped DATA_DIR must not quietly create an empty database.
  if (!config.databaseUrl && !existsSync(embeddedDir(config))) {
    throw new Exit(1, `There is no database in ${config.dataDir} yet: the first npm start creates it and its admin.`);
  }
  try {
    return await openDatabase({ url: config.databaseUrl, model, embeddedDir: embeddedDir(config), poolSize: 2, migrate: false });
  } catch (err) {
    throw new Exit(1, `Could not open the database: ${(err as Error).message}`);
  }
}

/** The new password: generated, one line of stdin, or asked twice on the terminal until it is accepted. */
async function* candidates(args: ReturnType<typeof options>, username: string): AsyncGenerator<string> {
  if (args.generate) {
    let password = randomPassword();
    while (passwordProblems(password, username).length) password = randomPassword();
    yield password;
  } else if (args['password-stdin'] || !process.stdin.isTTY) {
    const line = await readLine(process.stdin);
    if (line === null) throw new Exit(1, 'No password on stdin.');
    yield line;
  } else {
    console.log(`New password for '${username}'. ${PASSWORD_RULES}`);
    for (let attempt = 0; attempt < 3; attempt++) {
      const password = await readHidden('New password: ');
      if (password !== (await readHidden('Again: '))) {
        console.log('The two entries differ. Try again.');
        continue;
      }
      yield password;
    }
    throw new Exit(1, 'No password set.');
  }
}

async function run(): Promise<void> {
  const args = options();
  if (args.help) return console.log(USAGE);
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    throw err instanceof ConfigError ? new Exit(78, err.message) : err;
  }
  const db = await open(config);
  const pubsub = await createPubSub(db.embedded ? 'memory' : config.pubsub, db.url);
  const limits = createRateLimitStore(db.embedded ? null : db.url);
  try {
    const em = () => db.orm.em.fork() as EntityManager;
    const changes = new ChangeUnit({ outbox: new OutboxService(pubsub, !db.embedded), pubsub, clock: systemClock });
    const auth = new AuthService({
      orm: db.orm,
      config,
      clock: systemClock,
      changes,
      pubsub,
      limits,
      // This command never signs or checks a token, nor a two-factor code.
      jwtSecret: config.jwtSecret,
      sessions: new SessionsService({ orm: db.orm, clock: systemClock, changes }),
      mfa: new MfaService({ clock: systemClock, changes, codes: new CodeThrottle(limits, config.loginRateLimit), issuer: async () => config.businessName }),
    });
    const username = await auth.adminUsername(em(), args.username ?? null).catch((err: { code?: string }) => {
      // A database the server never started on has no tables yet.
      if (err.code === '42P01') return null;
      throw err;
    });
    if (!username) {
      throw new Exit(1, args.username ? `There is no admin named '${args.username}'.` : 'There is no admin account yet: the first npm start creates it.');
    }
    for await (const password of candidates(args, username)) {
      try {
        await auth.setPassword(em(), username, password);
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== 'BAD_USER_INPUT') throw err;
        if (args.generate || args['password-stdin'] || !process.stdin.isTTY) throw new Exit(1, err.message);
        console.log(err.message);
        continue;
      }
      console.log(`The password of '${username}' is changed. Every session signed in before now has ended.`);
      if (args.generate) console.log(`New password: ${password}`);
      return;
    }
  } finally {
    await pubsub.close();
    await limits.close();
    await db.close();
  }
}

try {
  await run();
  process.exit(0);
} catch (err) {
  console.error(err instanceof Exit ? err.message : `The password was not changed: ${(err as Error).stack ?? err}`);
  process.exit(err instanceof Exit ? err.code : 1);
}

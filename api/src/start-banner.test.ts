/** The start banner: short, says how to sign in, and never prints a password it was not asked to show. */
import { describe, expect, it } from 'vitest';
import { IMAP_HINT, RESET_COMMAND, startBanner, type BannerFacts } from './start-banner.js';

const facts: BannerFacts = {
  businessName: 'Truganina Auto Care',
  publicUrl: 'http://localhost:3000',
  username: 'admin',
  generatedPassword: null,
  passwordFromEnv: false,
  databaseUrl: null,
  embeddedDir: '/srv/workshop/data/pglite',
  smtpUrl: null,
  imapUrl: null,
  dataDir: '/srv/workshop/data',
};
const ESC = '\x1b';

describe('start banner', () => {
  it('plain text when not on a terminal: site, admin, login, database, mail, mailbox', () => {
    const text = startBanner(facts, false);
    expect(text).not.toContain(ESC);
    expect(text.split('\n').length).toBeLessThanOrEqual(12);
    expect(text).toContain('Site      http://localhost:3000/');
    expect(text).toContain('Admin     http://localhost:3000/admin');
    expect(text).toContain(`Login     username admin  (lost the password? ${RESET_COMMAND})`);
    expect(text).toContain('Database  embedded PostgreSQL (PGlite) in /srv/workshop/data/pglite');
    expect(text).toContain('Mail      .eml files in /srv/workshop/data/outbox');
    expect(text).toContain(`Mailbox   ${IMAP_HINT}`);
  });

  it('shows a password generated now, once, and says so', () => {
    const text = startBanner({ ...facts, generatedPassword: 'Kq3-generated-9x' }, false);
    expect(text).toContain('username admin, password Kq3-generated-9x  (generated now and shown once: keep it)');
    expect(text).not.toContain(RESET_COMMAND);
    expect(startBanner({ ...facts, passwordFromEnv: true }, false)).toContain('password as set in ADMIN_PASSWORD');
  });

  it('names servers without their credentials', () => {
    const text = startBanner(
      {
        ...facts,
        databaseUrl: 'postgres://workshop:db-s3cret@db.internal:5432/workshop',
        smtpUrl: 'smtps://apikey:smtp-s3cret@smtp.example.com:465',
        imapUrl: 'imaps://office:imap-s3cret@imap.example.com:993',
      },
      false,
    );
    expect(text).toContain('Database  PostgreSQL db.internal:5432/workshop');
    expect(text).toContain('Mail      SMTP smtp.example.com:465');
    expect(text).toContain('Mailbox   IMAP imap.example.com:993');
    expect(text).not.toMatch(/s3cret|apikey|office/);
  });

  it('is framed and coloured on a terminal', () => {
    const text = startBanner({ ...facts, generatedPassword: 'Kq3-generated-9x' }, true);
    expect(text).toContain(ESC);
    expect(text).toContain('╭─');
    expect(text).toContain('Kq3-generated-9x');
    expect(text.split('\n').length).toBeLessThanOrEqual(12);
  });
});

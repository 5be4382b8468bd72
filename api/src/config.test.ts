import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: null, timeZone: 'Australia/Melbourne', publicRateLimit: 10, loginRateLimit: 5, adminSessionMinutes: 720 });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('limits public reads to 600 a minute per address unless PUBLIC_READ_RATE_LIMIT says otherwise', () => {
    expect(loadConfig({}).publicReadRateLimit).toBe(600);
    expect(loadConfig({ PUBLIC_READ_RATE_LIMIT: '5' }).publicReadRateLimit).toBe(5);
    expect(() => loadConfig({ PUBLIC_READ_RATE_LIMIT: '0' })).toThrow(/PUBLIC_READ_RATE_LIMIT/);
  });

  it('takes SETTINGS_KEY as 32 bytes of base64, and refuses any other', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ SETTINGS_KEY: key }).settingsKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({}).settingsKey).toBeNull();
    for (const bad of [Buffer.alloc(16, 1).toString('base64'), 'not base64 at all!', `${key}x`]) {
      expect(() => loadConfig({ SETTINGS_KEY: bad }), bad).toThrow(/SETTINGS_KEY must be 32 bytes in base64/);
    }
  });

  it('fails listing every invalid variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x@y/z',
        SMTP_URL: 'not a url',
        ADMIN_EMAIL: 'nobody',
        BUSINESS_TIMEZONE: 'Mars/Olympus_Mons',
        PUBLIC_RATE_LIMIT: '0',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
        ADMIN_SESSION_MINUTES: '0',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(9);
    expect(problems.join('\n')).toMatch(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'ADMIN_EMAIL', 'BUSINESS_TIMEZONE', 'PUBLIC_RATE_LIMIT', 'JWT_SECRET', 'LOG_LEVEL', 'ADMIN_SESSION_MINUTES']) {
      expect(problems.some((p) => p.startsWith(name))).toBe(true);
    }
  });

  it('takes an ABN whose checksum holds, written as the ATO writes it, and refuses one that does not', () => {
    expect(loadConfig({ BUSINESS_ABN: '51824753556' }).businessAbn).toBe('51 824 753 556');
    expect(loadConfig({}).businessAbn).toBe('');
    expect(() => loadConfig({ BUSINESS_ABN: '51 824 753 557' })).toThrow(/BUSINESS_ABN must be an 11-digit ABN whose check digits are right \(got "51 824 753 557"\)/);
  });

  it('takes the bank account for transfers whole or not at all, BSB and number checked', () => {
    expect(loadConfig({}).bankAccount).toBeNull();
    expect(loadConfig({ BANK_ACCOUNT_NAME: ' Truganina Auto Care ', BANK_BSB: '063000', BANK_ACCOUNT_NUMBER: '1234 5678' }).bankAccount).toEqual({
      accountName: 'Truganina Auto Care',
      bsb: '063-000',
      accountNumber: '12345678',
    });
    expect(() => loadConfig({ BANK_BSB: '063-000' })).toThrow(/BANK_ACCOUNT_NAME is required with the other bank details/);
    expect(() => loadConfig({ BANK_ACCOUNT_NAME: 'A', BANK_BSB: '06300', BANK_ACCOUNT_NUMBER: '12345678' })).toThrow(/BANK_BSB must be a BSB of 6 digits, like 063-000 \(got "06300"\)/);
    expect(() => loadConfig({ BANK_ACCOUNT_NAME: 'A', BANK_BSB: '063-000', BANK_ACCOUNT_NUMBER: '12-345' })).toThrow(/BANK_ACCOUNT_NUMBER must be an account number of 6 to 10 digits/);
  });

  it('refuses an ADMIN_PASSWORD that breaks the password rules, with every other problem', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'Workshop-2468-pw' }).adminPassword).toBe('Workshop-2468-pw');
    for (const [password, why] of [
      ['short-1', /at least 10 characters/],
      ['onlyletterslong', /one letter and one number or symbol/],
      ['password123456', /too common/],
      ['my-admin-pass-1', /must not contain the username/],
    ] as const) {
      expect(() => loadConfig({ ADMIN_PASSWORD: password })).toThrow(why);
    }
    let error: unknown;
    try {
      loadConfig({ ADMIN_USERNAME: 'sam', ADMIN_PASSWORD: 'sam', PORT: 'x' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(2);
    expect(problems.find((p) => p.startsWith('ADMIN_PASSWORD'))).toBe(
      'ADMIN_PASSWORD does not meet the password rules (At least 10 characters, with a letter and a number or symbol, not containing the username.): Password must be at least 10 characters long. Password must contain at least one letter and one number or symbol. Password must not contain the username.',
    );
  });

  it('takes the admin session lifetime in minutes', () => {
    expect(loadConfig({ ADMIN_SESSION_MINUTES: '30' }).adminSessionMinutes).toBe(30);
    expect(() => loadConfig({ ADMIN_SESSION_MINUTES: '1.5' })).toThrow(/ADMIN_SESSION_MINUTES must be an integer from 1 to 43200/);
  });
});

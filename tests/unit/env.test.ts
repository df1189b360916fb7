import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/server/env';

describe('environment validation', () => {
  it('accepts an empty environment with embedded defaults', () => {
    const env = parseEnv({} as NodeJS.ProcessEnv);
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.RATE_LIMIT_CONTACT).toBe(5);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty value as unset', () => {
    expect(parseEnv({ SITE_URL: '' } as unknown as NodeJS.ProcessEnv).SITE_URL).toBe(
      'http://localhost:3000',
    );
  });

  it('names each bad variable on its own line', () => {
    expect(() =>
      parseEnv({ SITE_URL: 'not a url', RATE_LIMIT_CHAT: 'lots' } as unknown as NodeJS.ProcessEnv),
    ).toThrowError(
      /^Invalid environment variable SITE_URL: .+\nInvalid environment variable RATE_LIMIT_CHAT: .+$/,
    );
  });

  it('rejects a database URL of an unknown kind', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /DATABASE_URL/,
    );
  });

  it('trusts one proxy by default and refuses a proxy count that is not a small whole number', () => {
    expect(parseEnv({} as NodeJS.ProcessEnv).TRUSTED_PROXIES).toBe(1);
    expect(parseEnv({ TRUSTED_PROXIES: '2' } as unknown as NodeJS.ProcessEnv).TRUSTED_PROXIES).toBe(
      2,
    );
    for (const bad of ['0', '-1', '1.5', 'all', '11'])
      expect(() => parseEnv({ TRUSTED_PROXIES: bad } as unknown as NodeJS.ProcessEnv)).toThrow(
        /^Invalid environment variable TRUSTED_PROXIES: /,
      );
  });
});

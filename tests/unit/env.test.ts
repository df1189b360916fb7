import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';

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
});

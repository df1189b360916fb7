import { describe, expect, it } from 'vitest';
import { toClick } from '@/lib/server/clicks';

const NOW = Date.parse('2026-03-02T08:00:00.000Z');
const input = (timestamp: string, path?: string) => ({
  tag: 'BUTTON',
  className: 'btn',
  id: 'cta',
  timestamp,
  ...(path === undefined ? {} : { path }),
});

describe('toClick', () => {
  it("keeps the visitor's time when it is within a day of the server's", () => {
    const result = toClick(input('2026-03-01T09:30:00.000Z'), null, NOW);
    expect(result).toEqual({
      ok: true,
      click: {
        tag: 'button',
        className: 'btn',
        elementId: 'cta',
        path: '/',
        occurredAt: Date.parse('2026-03-01T09:30:00.000Z'),
      },
    });
  });

  it.each(['2019-06-01T00:00:00.000Z', '2027-01-01T00:00:00+03:00'])(
    'counts a click stamped %s (a clock days out) at the time it arrived',
    (timestamp) => {
      const result = toClick(input(timestamp), null, NOW);
      expect(result.ok && result.click.occurredAt).toBe(NOW);
    },
  );

  it('takes the page from the path sent, else from the Referer, and refuses a path off the site', () => {
    const at = (path: string | undefined, referer: string | null) => {
      const result = toClick(input('2026-03-02T07:59:00.000Z', path), referer, NOW);
      return result.ok ? result.click.path : result.message;
    };
    expect(at('/faq', 'https://example.co.ke/about')).toBe('/faq');
    expect(at(undefined, 'https://example.co.ke/about?x=1')).toBe('/about');
    expect(at(undefined, null)).toBe('/');
    expect(at('//evil.example/x', null)).toBe('The path must be a path on this site.');
  });
});

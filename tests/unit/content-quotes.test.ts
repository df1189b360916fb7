import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unpairedQuotes } from '@/lib/server/content/quotes';

describe('curly double quotes in content', () => {
  it('accepts quotes that pair up, on one line or across the lines of a paragraph', () => {
    expect(unpairedQuotes('He said “yes”, then “no”.')).toEqual([]);
    expect(unpairedQuotes('A quote “that runs\nonto the next line” is fine.\n\n“Again.”')).toEqual(
      [],
    );
    expect(unpairedQuotes('No quotes, and a customer’s apostrophe.')).toEqual([]);
  });

  it('names the line of a quote the wrong way round', () => {
    expect(
      unpairedQuotes('Intro.\n\n“Owners who lose money“ gives you a message. ”SMEs” does not.'),
    ).toEqual([{ line: 3, message: 'a “ opens before the “ before it is closed by a ”' }]);
    expect(unpairedQuotes('”SMEs” gives you none of these.')).toEqual([
      { line: 1, message: 'a ” closes no “' },
    ]);
  });

  it('names the line where a quote left open in its paragraph began, once a paragraph', () => {
    expect(unpairedQuotes('One.\n“Never closed\nstill open.\n\n“Fine.”\n\n“Open ” ” “ “')).toEqual([
      { line: 2, message: 'a “ is not closed by a ” in its paragraph' },
      { line: 7, message: 'a ” closes no “' },
    ]);
  });

  it('finds none in the site’s own content, its TypeScript files included', () => {
    const files = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((name) =>
      /\.(ts|md|mdx)$/.test(name),
    );
    expect(files.length).toBeGreaterThan(10);
    const wrong = files.flatMap((name) =>
      unpairedQuotes(readFileSync(path.join('content', name), 'utf8')).map(
        ({ line, message }) => `content/${name}:${line}: ${message}`,
      ),
    );
    expect(wrong).toEqual([]);
  });
});

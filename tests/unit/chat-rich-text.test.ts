import { describe, expect, it } from 'vitest';
import { parseRichText, safeHref } from '@/components/chat/rich-text';
import { CHAT_MAX_CHARS } from '@/components/chat/handoff-copy';
import { chatSchema } from '@/lib/schemas';

describe('bot message links', () => {
  it('turns markdown links and bare URLs into links, and keeps the rest as text', () => {
    expect(parseRichText('See [Our Services](/services) or https://calendly.com/x/30min.')).toEqual(
      [
        { kind: 'text', text: 'See ' },
        { kind: 'link', text: 'Our Services', href: '/services' },
        { kind: 'text', text: ' or ' },
        {
          kind: 'link',
          text: 'https://calendly.com/x/30min',
          href: 'https://calendly.com/x/30min',
        },
        { kind: 'text', text: '.' },
      ],
    );
  });

  it('keeps a prefilled contact subject intact', () => {
    const [, link] = parseRichText('Ask [for a quote](/contact?subject=Request%20a%20quote).');
    expect(link).toEqual({
      kind: 'link',
      text: 'for a quote',
      href: '/contact?subject=Request%20a%20quote',
    });
  });

  it('never makes a link of a script or protocol-relative target', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(parseRichText('[click](javascript:alert(1))').every((s) => s.kind === 'text')).toBe(
      true,
    );
  });

  it('limits the textarea to the longest question the server accepts', () => {
    const question = (length: number) => chatSchema.safeParse({ message: 'q'.repeat(length) });
    expect(question(CHAT_MAX_CHARS).success).toBe(true);
    expect(question(CHAT_MAX_CHARS + 1).success).toBe(false);
  });
});

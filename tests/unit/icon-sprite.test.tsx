import { existsSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/icons/sprite.svg/route';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { iconPaths } from '@/components/ui/icon-paths';

describe('the icon sprite', () => {
  it('is served as one SVG file with every icon as a symbol named by its id', async () => {
    const response = GET();
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    for (const [name, d] of Object.entries(iconPaths))
      expect(svg).toContain(`<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`);
    expect(svg.match(/<symbol /g)).toHaveLength(Object.keys(iconPaths).length);
  });

  it('is drawn by an icon image from the route that serves it, in its tone, hidden from AT', () => {
    const html = renderToStaticMarkup(<SpriteIcon name="cloud" tone="accent" size={20} />);
    const href = /<use href="([^"]+)"/.exec(html)?.[1] ?? '';
    const [path, id] = href.split('#');
    expect(existsSync(`app${path}/route.ts`)).toBe(true);
    expect(id).toBe('cloud');
    expect(html).toContain('class="icon"');
    expect(html).toContain('style="color:var(--color-accent)"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('width="20" height="20"');
  });
});

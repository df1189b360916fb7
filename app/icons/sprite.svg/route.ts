import { iconSprite } from '@/lib/icon-file';

// Written once at build time: every icon as a `<symbol>` in one file, for the icons that are not
// on the first screen (components/ui/sprite-icon.tsx). One file is one request and one SVG document
// for the browser to parse, however many icons a page shows; a file per icon was one of each.
export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml',
      // The drawings change only with a new build, which may change them: a day, then revalidated.
      'Cache-Control': 'public, max-age=86400',
    },
  });
}

import { iconFile, ICON_TONES, iconFiles } from '@/lib/icon-file';

// Written once at build time: an icon as a file, for the images that are not on the first screen
// (components/ui/icon-image.tsx), so their drawing is not in every page's first round trip.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return ICON_TONES.flatMap((tone) => iconFiles().map((file) => ({ tone, file })));
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ tone: string; file: string }> },
) {
  const { tone, file } = await params;
  const svg = iconFile(tone, file);
  if (!svg) return new Response('No such icon.', { status: 404 });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      // The drawing changes only with a new build, which may change it: a day, then revalidated.
      'Cache-Control': 'public, max-age=86400',
    },
  });
}

import { cardPictures } from '@/lib/server/content/articles';

// Written once at build time: every blog card's picture in one file, one under the other, each
// card showing its own row (lib/server/content/card-sprite.ts). Cards ask for it with a hash of
// its text in the address, so a build that changes a picture is asked for anew.
export const dynamic = 'force-static';

export function GET() {
  return new Response(cardPictures().text, {
    headers: {
      'Content-Type': 'image/svg+xml',
      // The address changes with the pictures: a day, then revalidated, as the icons' file.
      'Cache-Control': 'public, max-age=86400',
    },
  });
}

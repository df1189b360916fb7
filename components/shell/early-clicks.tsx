import { EARLY_CLICKS_SCRIPT } from '@/lib/early-clicks';

/** Keeps the clicks made before the click logger loads (lib/early-clicks.ts). First in <body>. */
export function EarlyClicks() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />;
}

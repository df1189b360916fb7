import { site } from '@/content/site';

/** The map: centred on Nairobi at zoom 12, 800 px high. */
export const MAP_CENTER = site.location;
export const MAP_ZOOM = 12;
export const MAP_HEIGHT_PX = 800;

/**
 * Advanced markers need a Map ID. Google's DEMO_MAP_ID works everywhere; an operator who styles
 * the map in the Cloud console sets NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID to their own.
 */
export const DEFAULT_MAP_ID = 'DEMO_MAP_ID';

/** A Google Maps search link that opens the office's pin, for visitors without the embedded map. */
export function googleMapsSearchUrl({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

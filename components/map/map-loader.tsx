'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { loadMapsScript } from '@/lib/map/load-script';
import { withRetry } from '@/lib/map/retry';
import { MapStatus } from './map-status';

// The maps libraries are fetched only here, after the script has loaded: no other page pays for
// them.
const GoogleMap = dynamic(() => import('./google-map').then((m) => m.GoogleMap), {
  ssr: false,
  loading: () => <MapStatus state="loading" />,
});

type MapLoaderProps = {
  apiKey: string;
  mapId: string;
  /** Loads the Maps JavaScript API; tests pass their own. */
  load?: (apiKey: string) => Promise<void>;
};

/** Loads the Google Maps script with retries (1 s, 2 s, 4 s), then shows the map or the error. */
export function MapLoader({ apiKey, mapId, load = loadMapsScript }: MapLoaderProps) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    const controller = new AbortController();
    withRetry(() => load(apiKey), { signal: controller.signal }).then(
      () => !controller.signal.aborted && setStatus('ready'),
      () => !controller.signal.aborted && setStatus('error'),
    );
    return () => controller.abort();
  }, [apiKey, load]);

  if (status === 'ready') return <GoogleMap apiKey={apiKey} mapId={mapId} />;
  return <MapStatus state={status} />;
}

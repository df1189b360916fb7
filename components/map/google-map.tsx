'use client';

import { APIProvider, Map } from '@vis.gl/react-google-maps';
import { site } from '@/content/site';
import { MAP_CENTER, MAP_ZOOM } from '@/lib/map/config';
import { ClusteredOffices } from './clustered-offices';
import styles from './map.module.css';

/** The interactive map; rendered once the Maps script is in the page (see MapLoader). */
export function GoogleMap({ apiKey, mapId }: { apiKey: string; mapId: string }) {
  return (
    <APIProvider apiKey={apiKey}>
      <Map
        className={styles.frame}
        defaultCenter={MAP_CENTER}
        defaultZoom={MAP_ZOOM}
        mapId={mapId}
        fullscreenControl
        zoomControl
        streetViewControl
        mapTypeControl
        keyboardShortcuts
        cameraControl={false}
      >
        <ClusteredOffices offices={site.offices} />
      </Map>
    </APIProvider>
  );
}

'use client';

import { MarkerClusterer, SuperClusterAlgorithm } from '@googlemaps/markerclusterer';
import { useMap, useMapsLibrary } from '@vis.gl/react-google-maps';
import { useEffect } from 'react';
import { SUPERCLUSTER_OPTIONS } from '@/lib/map/cluster';
import { clusterRenderer } from './cluster-renderer';

type Office = { name: string; lat: number; lng: number };

/** One marker per office, grouped into clusters with the defaults of lib/map/cluster.ts. */
export function ClusteredOffices({ offices }: { offices: readonly Office[] }) {
  const map = useMap();
  const markerLibrary = useMapsLibrary('marker');

  useEffect(() => {
    if (!map || !markerLibrary) return;
    const markers = offices.map(
      ({ name, lat, lng }) =>
        new markerLibrary.AdvancedMarkerElement({ position: { lat, lng }, title: name }),
    );
    const clusterer = new MarkerClusterer({
      map,
      markers,
      algorithm: new SuperClusterAlgorithm(SUPERCLUSTER_OPTIONS),
      renderer: clusterRenderer,
    });
    return () => {
      clusterer.clearMarkers();
      clusterer.setMap(null);
    };
  }, [map, markerLibrary, offices]);

  return null;
}

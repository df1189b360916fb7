import type { Renderer } from '@googlemaps/markerclusterer';
import { CLUSTER_COLOURS, clusterSvg, clusterTone } from '@/lib/map/cluster';

/** Draws each cluster red or blue (lib/map/cluster.ts), with its count and an accessible title. */
export const clusterRenderer: Renderer = {
  render({ count, position }, stats) {
    const colour = CLUSTER_COLOURS[clusterTone(count, stats.clusters.markers.mean)];
    const content = document.createElement('div');
    content.innerHTML = clusterSvg(count, colour);
    return new google.maps.marker.AdvancedMarkerElement({
      position,
      content,
      title: `${count} offices here: zoom in to see them`,
      zIndex: 1000 + count,
    });
  },
};

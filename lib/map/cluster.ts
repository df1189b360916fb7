/**
 * Marker clustering settings of the map page. We cluster with markerclusterer's
 * SuperClusterAlgorithm (the library's default), which takes the radius, maximum zoom and minimum
 * cluster size directly. Grid size is the parameter of the older grid algorithm, and batch size
 * belongs to the legacy MarkerClustererPlus, which drew markers in batches; markerclusterer v2 has
 * neither, so those two are kept here only to document the full set of defaults the map promises.
 */
export const CLUSTER_DEFAULTS = {
  gridSize: 60,
  minimumClusterSize: 2,
  batchSize: 2000,
  radius: 40,
  maxZoom: 16,
} as const;

export const SUPERCLUSTER_OPTIONS = {
  radius: CLUSTER_DEFAULTS.radius,
  maxZoom: CLUSTER_DEFAULTS.maxZoom,
  minPoints: CLUSTER_DEFAULTS.minimumClusterSize,
} as const;

export type ClusterTone = 'red' | 'blue';

/** Red when the count exceeds the larger of 10 and the mean cluster size, else blue. */
export function clusterTone(count: number, meanCount: number): ClusterTone {
  return count > Math.max(10, meanCount) ? 'red' : 'blue';
}

export const CLUSTER_COLOURS: Record<ClusterTone, string> = {
  red: '#b42318',
  blue: '#1651d0',
};

/** The cluster badge: a solid disc with soft rings and the count, in the tone's colour. */
export function clusterSvg(count: number, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
<circle cx="24" cy="24" r="23" fill="${colour}" opacity=".2"/>
<circle cx="24" cy="24" r="18" fill="${colour}" opacity=".35"/>
<circle cx="24" cy="24" r="14" fill="${colour}" stroke="#fff" stroke-width="2"/>
<text x="24" y="24" fill="#fff" text-anchor="middle" dominant-baseline="central" font-size="13" font-weight="700" font-family="system-ui,sans-serif">${count}</text>
</svg>`;
}

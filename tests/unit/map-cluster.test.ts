import { describe, expect, it } from 'vitest';
import { CLUSTER_DEFAULTS, SUPERCLUSTER_OPTIONS, clusterTone } from '@/lib/map/cluster';
import { googleMapsSearchUrl, MAP_CENTER, MAP_ZOOM } from '@/lib/map/config';

describe('cluster colour rule', () => {
  it('is blue up to 10 markers when the mean is small', () => {
    expect(clusterTone(2, 3)).toBe('blue');
    expect(clusterTone(10, 3)).toBe('blue');
  });

  it('is red above 10 markers when that also beats the mean', () => {
    expect(clusterTone(11, 3)).toBe('red');
  });

  it('compares with the mean when the mean is larger than 10', () => {
    expect(clusterTone(20, 20)).toBe('blue');
    expect(clusterTone(21, 20)).toBe('red');
  });
});

describe('map settings', () => {
  it('clusters two or more markers on a 60 px grid within 40 px, up to zoom 16', () => {
    expect(CLUSTER_DEFAULTS).toEqual({
      gridSize: 60,
      minimumClusterSize: 2,
      batchSize: 2000,
      radius: 40,
      maxZoom: 16,
    });
    expect(SUPERCLUSTER_OPTIONS).toEqual({ radius: 40, maxZoom: 16, minPoints: 2 });
  });

  it('centres on Nairobi at zoom 12 and links to the same point on Google Maps', () => {
    expect(MAP_CENTER).toEqual({ lat: -1.2921, lng: 36.8219 });
    expect(MAP_ZOOM).toBe(12);
    expect(googleMapsSearchUrl(MAP_CENTER)).toBe(
      'https://www.google.com/maps/search/?api=1&query=-1.2921,36.8219',
    );
  });
});

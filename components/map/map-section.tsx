import { Section } from '@/components/ui/section';
import { MapLoader } from './map-loader';
import { MapStatus } from './map-status';
import { OfficeCard } from './office-card';
import styles from './map.module.css';

type MapSectionProps = {
  /** The browser key for the Maps JavaScript API; without it no Google script is requested. */
  apiKey?: string;
  mapId: string;
};

export function MapSection({ apiKey, mapId }: MapSectionProps) {
  return (
    <Section>
      <div className={styles.stack}>
        {/* Without a key no map can load: that is said where the map would be, with no request. */}
        {apiKey ? <MapLoader apiKey={apiKey} mapId={mapId} /> : <MapStatus state="unavailable" />}
        <OfficeCard />
      </div>
    </Section>
  );
}

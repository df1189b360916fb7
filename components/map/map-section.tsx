import { Section } from '@/components/ui/section';
import { MapLoader } from './map-loader';
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
        {apiKey ? <MapLoader apiKey={apiKey} mapId={mapId} /> : null}
        <OfficeCard />
      </div>
    </Section>
  );
}

import styles from './map.module.css';

type MapState = 'loading' | 'error' | 'unavailable';

/**
 * What stands where the map goes while it loads, after it fails, or when the build has no maps
 * key (a map that can never load: the same message, in a shorter frame, pointing to the address).
 */
export function MapStatus({ state }: { state: MapState }) {
  return (
    <div className={`${styles.frame} ${styles.status}`} data-state={state}>
      {state === 'loading' ? (
        <p role="status">
          <span className={styles.spinner} aria-hidden="true" />
          Loading map…
        </p>
      ) : (
        <div className={styles.failure}>
          <p role="alert">Error loading map</p>
          {state === 'unavailable' && (
            <span className={styles.hint}>Our address and a link to directions are below.</span>
          )}
        </div>
      )}
    </div>
  );
}

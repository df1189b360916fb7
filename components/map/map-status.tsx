import styles from './map.module.css';

/** The 800 px frame that holds the map's place while it loads or after it fails. */
export function MapStatus({ state }: { state: 'loading' | 'error' }) {
  return (
    <div className={`${styles.frame} ${styles.status}`} data-state={state}>
      {state === 'loading' ? (
        <p role="status">
          <span className={styles.spinner} aria-hidden="true" />
          Loading map…
        </p>
      ) : (
        <p role="alert">Error loading map</p>
      )}
    </div>
  );
}

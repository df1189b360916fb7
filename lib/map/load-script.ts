/** Where the Maps JavaScript API is served from; e2e tests block this host to exercise retries. */
export const MAPS_SCRIPT_ORIGIN = 'https://maps.googleapis.com';
const CALLBACK = '__kileleMapsReady';
/** A script that neither loads nor fails (a stalled connection) counts as a failure after this. */
export const SCRIPT_TIMEOUT_MS = 15_000;

type MapsWindow = Window & {
  google?: { maps?: { importLibrary?: unknown } };
  [CALLBACK]?: () => void;
};

export function mapsScriptUrl(apiKey: string): string {
  const params = new URLSearchParams({
    key: apiKey,
    v: 'weekly',
    loading: 'async',
    callback: CALLBACK,
  });
  return `${MAPS_SCRIPT_ORIGIN}/maps/api/js?${params}`;
}

/**
 * Adds the Maps JavaScript API script once. We load it ourselves rather than through
 * APIProvider: the provider's loader is a module-level singleton that stays FAILED after one
 * error, while a fresh <script> per attempt makes every retry a real new request.
 */
export function loadMapsScript(apiKey: string): Promise<void> {
  const win = window as MapsWindow;
  if (win.google?.maps?.importLibrary) return Promise.resolve();

  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      reject(new Error('The Google Maps script could not load.'));
    };
    const timer = setTimeout(fail, SCRIPT_TIMEOUT_MS);
    win[CALLBACK] = () => {
      clearTimeout(timer);
      delete win[CALLBACK];
      resolve();
    };
    script.src = mapsScriptUrl(apiKey);
    script.async = true;
    script.onerror = fail;
    document.head.append(script);
  });
}

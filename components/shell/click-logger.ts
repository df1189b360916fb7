import { apiUrls } from '@/lib/api-client';
import { clickEvent, privacyControlOn } from '@/lib/click-event';

function logFailure(error: unknown) {
  console.error('Failed to log click:', error);
}

/** Sends one event per click; fire and forget, so it can never slow or break the page. */
export function sendClick(event: MouseEvent) {
  try {
    if (privacyControlOn(navigator)) return;
    const payload = clickEvent(event.target, new Date(), location.pathname);
    if (!payload) return;
    fetch(apiUrls.logClick(), {
      method: 'POST',
      // keepalive: the request survives the click that navigates away from the page.
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    })
      .then((response) => {
        if (!response.ok) logFailure(new Error(`HTTP ${response.status}`));
      })
      .catch(logFailure);
  } catch (error) {
    logFailure(error);
  }
}

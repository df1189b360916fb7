'use client';

import { useEffect } from 'react';
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

/** Logs every click on the page (spec 7) unless the browser signals Global Privacy Control. */
export function ClickLogger() {
  useEffect(() => {
    // Capture phase: a handler that stops propagation cannot hide its click from the log.
    const options = { capture: true, passive: true } as const;
    document.addEventListener('click', sendClick, options);
    return () => document.removeEventListener('click', sendClick, options);
  }, []);
  return null;
}

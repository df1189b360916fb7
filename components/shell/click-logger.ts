import { afterNextFrame } from '@/lib/after-frame';
import { apiUrls } from '@/lib/api-client';
import { clickEvent, privacyControlOn, type ClickEvent } from '@/lib/click-event';
import { earlyClickTarget, takeEarlyClicks } from '@/lib/early-clicks';

function logFailure(error: unknown) {
  console.error('Failed to log click:', error);
}

/** One click waiting to be sent: its payload and the path of the page it was made on. */
type Waiting = { payload: ClickEvent; path: string };

/**
 * Posts one click's payload; fire and forget, so it can never slow or break the page. The page
 * the click was made on goes as the Referer: by the time the request starts, a link may have
 * taken the visitor to another page, whose address the browser would send instead.
 */
function post({ payload, path }: Waiting) {
  fetch(apiUrls.logClick(), {
    method: 'POST',
    // keepalive: the request survives the click that navigates away from the page.
    keepalive: true,
    referrer: new URL(path, location.origin).href,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  })
    .then((response) => {
      if (!response.ok) logFailure(new Error(`HTTP ${response.status}`));
    })
    .catch(logFailure);
}

const waiting: Waiting[] = [];

/** Posts every click still waiting for its frame (see `send`), once each. */
export function sendWaitingClicks() {
  for (const click of waiting.splice(0)) post(click);
}

/**
 * Sends one click's payload after the frame that shows what the click did: starting a request
 * costs a busy phone's main thread several milliseconds, which the visitor would otherwise wait
 * for. A page left or hidden before then (which renders no frames) sends what is waiting as it
 * goes: ShellEffects calls `sendWaitingClicks` then.
 */
function send(payload: ClickEvent | null, path: string) {
  if (!payload) return;
  if (waiting.push({ payload, path }) === 1) afterNextFrame(sendWaitingClicks);
}

/** Sends one event per click. */
export function sendClick(event: MouseEvent) {
  try {
    if (privacyControlOn(navigator)) return;
    send(clickEvent(event.target, new Date()), location.pathname);
  } catch (error) {
    logFailure(error);
  }
}

/** Sends, once each, the clicks made before this code loaded (lib/early-clicks.ts). */
export function sendEarlyClicks() {
  for (const click of takeEarlyClicks()) {
    try {
      if (privacyControlOn(navigator)) return;
      send(clickEvent(earlyClickTarget(click), new Date(click[3])), click[4]);
    } catch (error) {
      logFailure(error);
    }
  }
}

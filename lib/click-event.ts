import { CLICK_LIMITS } from './limits';

/**
 * What the browser sends to POST /api/log-click for one click: these four fields and no more. The
 * page it was on travels as the request's Referer (the click logger sets it), not in the body.
 */
export type ClickEvent = {
  tag: string;
  className: string;
  id: string;
  timestamp: string;
};

/** The little of an element we read; an HTML or an SVG element both fit. */
type ClickedElement = { tagName: string; getAttribute(name: string): string | null };

function isElement(target: unknown): target is ClickedElement {
  return (
    typeof target === 'object' &&
    target !== null &&
    typeof (target as ClickedElement).tagName === 'string' &&
    typeof (target as ClickedElement).getAttribute === 'function'
  );
}

/**
 * The payload for a click on `target`, or null when the target is not an element.
 * `className` comes from the attribute: on SVG elements the property is an SVGAnimatedString.
 */
export function clickEvent(target: unknown, now: Date): ClickEvent | null {
  if (!isElement(target)) return null;
  return {
    tag: target.tagName.slice(0, CLICK_LIMITS.tag),
    className: (target.getAttribute('class') ?? '').slice(0, CLICK_LIMITS.className),
    id: (target.getAttribute('id') ?? '').slice(0, CLICK_LIMITS.id),
    timestamp: now.toISOString(),
  };
}

/** True when the visitor's browser asks not to be tracked with Global Privacy Control. */
export function privacyControlOn(nav: unknown): boolean {
  return (nav as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true;
}

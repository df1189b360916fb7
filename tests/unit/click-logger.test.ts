// @vitest-environment jsdom
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({ usePathname: () => '/services' }));
import { ShellEffects } from '@/components/shell/shell-effects';
import { clickEvent, privacyControlOn } from '@/lib/click-event';
import { EARLY_CLICKS_SCRIPT } from '@/lib/early-clicks';

const NOW = new Date('2025-05-27T09:30:00.000Z');

describe('click event payload', () => {
  it('names the element by tag, class and id with an ISO timestamp, and nothing more', () => {
    const button = document.createElement('button');
    button.className = 'cta primary';
    button.id = 'get-started';
    expect(clickEvent(button, NOW)).toEqual({
      tag: 'BUTTON',
      className: 'cta primary',
      id: 'get-started',
      timestamp: '2025-05-27T09:30:00.000Z',
    });
  });

  it('sends an SVG element’s class as a string, not an SVGAnimatedString', () => {
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('class', 'icon-stroke');
    const event = clickEvent(path, NOW);
    expect(event?.tag).toBe('path');
    expect(event?.className).toBe('icon-stroke');
    expect(
      clickEvent(document.createElementNS('http://www.w3.org/2000/svg', 'svg'), NOW),
    ).toMatchObject({
      className: '',
      id: '',
    });
  });

  it('caps tag, class and id to what the server accepts', () => {
    const div = document.createElement('div');
    div.className = 'c'.repeat(500);
    div.id = 'i'.repeat(500);
    const event = clickEvent(div, NOW)!;
    expect(event.className).toHaveLength(200);
    expect(event.id).toHaveLength(100);
  });

  it('ignores targets that are not elements', () => {
    expect(clickEvent(document, NOW)).toBeNull();
    expect(clickEvent(null, NOW)).toBeNull();
  });

  it('reads Global Privacy Control only when it is exactly true', () => {
    expect(privacyControlOn({ globalPrivacyControl: true })).toBe(true);
    expect(privacyControlOn({ globalPrivacyControl: false })).toBe(false);
    expect(privacyControlOn({})).toBe(false);
  });
});

describe('click logger', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // ShellEffects scrolls to the top on each route; jsdom has no layout to scroll.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    document.body.innerHTML = '<a href="#pricing" id="pricing-link" class="nav-link">Pricing</a>';
    window.history.replaceState(null, '', '/about');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    Reflect.deleteProperty(window, '__earlyClicks');
  });

  const link = () => document.getElementById('pricing-link')!;
  const pageUrl = (path: string) => new URL(path, location.origin).href;
  /** Lets the browser render a frame (and run the task queued from it). */
  const aFrameLater = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

  it('sends one keepalive POST per click with the element, and its page as the referrer, after the next frame', async () => {
    render(createElement(ShellEffects));
    link().click();
    // Not in the click's own task: the frame that shows what the click did comes first.
    expect(fetchMock).not.toHaveBeenCalled();
    await aFrameLater();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/log-click');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      referrer: pageUrl('/about'),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(String(init?.body))).toEqual({
      tag: 'A',
      className: 'nav-link',
      id: 'pricing-link',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('sends a click still waiting for its frame at once when the page is left, and only then', async () => {
    render(createElement(ShellEffects));
    link().click();
    link().click();
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await aFrameLater();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends a click still waiting for its frame at once when the page is hidden', () => {
    render(createElement(ShellEffects));
    link().click();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never cancels the click it logs', () => {
    render(createElement(ShellEffects));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('sends nothing when the browser signals Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    render(createElement(ShellEffects));
    link().click();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs "Failed to log click:" when the request fails', async () => {
    const failure = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(failure);
    render(createElement(ShellEffects));
    link().click();
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Failed to log click:', failure),
    );
  });

  it('logs "Failed to log click:" when the server answers with an error status', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 503 }));
    render(createElement(ShellEffects));
    link().click();
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Failed to log click:', expect.any(Error)),
    );
  });

  it('sends the clicks made before it loaded, once each, with their own time and page', async () => {
    new Function(EARLY_CLICKS_SCRIPT)();
    link().click();
    const clickedAt = Date.now();
    // The link's own navigation (to its fragment) first, then the visitor is on another page.
    await new Promise((resolve) => setTimeout(resolve, 5));
    window.history.replaceState(null, '', '/contact');
    expect(fetchMock).not.toHaveBeenCalled();

    render(createElement(ShellEffects));
    await aFrameLater();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const early = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
    expect(early).toEqual({
      tag: 'A',
      className: 'nav-link',
      id: 'pricing-link',
      timestamp: expect.any(String),
    });
    expect(fetchMock.mock.calls[0]![1]?.referrer).toBe(pageUrl('/about'));
    expect(Math.abs(Date.parse(early.timestamp) - clickedAt)).toBeLessThan(1000);

    // The buffer has stopped: a later click is sent once, by the logger alone.
    link().click();
    await aFrameLater();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![1]?.referrer).toBe(pageUrl('/contact'));
    // A second logger (a remount) finds nothing left to send.
    render(createElement(ShellEffects));
    await aFrameLater();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps no early click when the browser signals Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    new Function(EARLY_CLICKS_SCRIPT)();
    link().click();
    expect(Reflect.get(window, '__earlyClicks')).toBeUndefined();
    render(createElement(ShellEffects));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', async () => {
    render(createElement(ShellEffects)).unmount();
    link().click();
    await aFrameLater();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { vi } from 'vitest';

export type StubScreen = {
  /** Viewport width in CSS pixels (a rem is 16 px). */
  width?: number;
  reducedMotion?: boolean;
  pointer?: 'fine' | 'coarse';
};

const pixels = (length: string) => parseFloat(length) * (length.endsWith('rem') ? 16 : 1);

/** Whether one `(feature: value)` holds on `screen`; a feature it does not know fails the test. */
function holds(feature: string, screen: Required<StubScreen>): boolean {
  const [, name, value = ''] = /^\(\s*([\w-]+)\s*:\s*([\w.-]+)\s*\)$/.exec(feature.trim()) ?? [];
  switch (name) {
    case 'min-width':
      return screen.width >= pixels(value);
    case 'max-width':
      return screen.width <= pixels(value);
    case 'prefers-reduced-motion':
      return screen.reducedMotion === (value === 'reduce');
    case 'pointer':
      return screen.pointer === value;
    case 'hover':
      return (screen.pointer === 'fine') === (value === 'hover');
    default:
      throw new Error(`stubMatchMedia cannot answer ${feature}`);
  }
}

/**
 * jsdom has no `matchMedia`: answer every media query as a screen of this width, pointer and
 * motion preference would (a desktop with a mouse by default). Undo with `vi.unstubAllGlobals()`.
 */
export function stubMatchMedia({
  width = 1280,
  reducedMotion = false,
  pointer = 'fine',
}: StubScreen = {}): void {
  const screen = { width, reducedMotion, pointer };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.split(/\s+and\s+/).every((feature) => holds(feature, screen)),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

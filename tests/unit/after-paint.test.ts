import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import {
  FALLBACK_MS,
  loaderScript,
  scriptsAfterPaint,
} from '../../scripts/post-build/after-paint.mjs';

// The shape of a page as `next build` prerenders it (Next.js 16, Turbopack).
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '</head><body><h1>Hello</h1>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/page.js"],"runtimeModuleIds":[7]});</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n\\u003cb\\u003e"])</script>',
  '<script>self.__next_f.push([1,"2:[\\"$\\",\\"h1\\",null,{}]\\n"])</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</body></html>',
].join('');
const CHUNKS = [
  '/_next/static/chunks/react.js',
  '/_next/static/chunks/turbopack-x.js',
  '/_next/static/chunks/page.js',
];

type FakeElement = Record<string, unknown> & { tag: string };

/** Lets settled promises run their callbacks. */
const settled = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/**
 * Runs the page's loader in a sandbox with a fake document, observer, timer and fetch. `respond`
 * settles the payload request: with rows, or with an HTTP status for a failed one.
 */
type FakeImage = {
  complete: boolean;
  loading: string;
  /** Whether it is inside the viewport (its box), true unless said otherwise. */
  onScreen?: boolean;
  listeners: Record<string, (event?: unknown) => void>;
  /** Settles the promise its `decode()` returned: decoded, or failed (a broken image). */
  decoded: (ok?: boolean) => void;
};
type ImageSpec = Omit<FakeImage, 'listeners' | 'decoded'>;
type Entries = { getEntries: () => unknown[]; getEntriesByName: (n: string) => unknown[] };

function runLoader(html: string, { images = [] as ImageSpec[] }: { images?: ImageSpec[] } = {}) {
  const tag = /<script src="([^"]+)" defer="" data-after-paint='([^']*)'><\/script>/.exec(html);
  if (!tag) throw new Error('no loader in the page');
  const { name, code: loader } = loaderScript();
  if (!tag[1]!.endsWith(`/${name}`)) throw new Error(`the page loads ${tag[1]}, not ${name}`);
  const data = tag[2]!.replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  const appended: FakeElement[] = [];
  const sheets = [{ disabled: true }, { disabled: true }];
  const fetched: string[] = [];
  const warnings: string[] = [];
  let settle: ((response: unknown) => void) | undefined;
  const observers: { type?: string; callback: (list: Entries) => void }[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  /** How many elements each task appended (0 ms timers run by nextTasks). */
  const perTask: number[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint', 'navigation'];
    private entry: { type?: string; callback: (list: Entries) => void };
    constructor(callback: (list: Entries) => void) {
      this.entry = { callback };
      observers.push(this.entry);
    }
    observe({ type }: { type: string }) {
      this.entry.type = type;
    }
    disconnect() {
      observers.splice(observers.indexOf(this.entry), 1);
    }
  }
  const report = (type: string, entries: { name?: string; element?: unknown }[]) =>
    observers
      .filter((o) => o.type === type)
      .forEach((o) =>
        o.callback({
          getEntries: () => entries,
          getEntriesByName: (n: string) => entries.filter((e) => e.name === n),
        }),
      );
  const context: Record<string, unknown> = {
    // readyState lives on the prototype, as Document's getter does in a browser.
    document: Object.assign(Object.create({ readyState: 'complete' }), {
      currentScript: {
        getAttribute: (name: string) => (name === 'data-after-paint' ? data : null),
      },
      images: images.map((image) => ({
        ...image,
        naturalWidth: image.complete ? 1600 : 0,
        listeners: {},
        decoded: () => {},
        addEventListener(this: FakeImage, type: string, listener: (event?: unknown) => void) {
          this.listeners[type] = listener;
        },
        decode(this: FakeImage) {
          return new Promise<void>((resolve, reject) => {
            this.decoded = (ok = true) => (ok ? resolve() : reject(new Error('broken')));
          });
        },
        getBoundingClientRect(this: FakeImage) {
          const top = this.onScreen === false ? 2000 : 0;
          return { top, bottom: top + 300, left: 0, right: 400, width: 400, height: 300 };
        },
      })),
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (el: FakeElement) => appended.push(el) },
      querySelectorAll: (selector: string) =>
        selector === 'link[rel="stylesheet"][disabled]' ? sheets.filter((s) => s.disabled) : [],
    }),
    PerformanceObserver: FakeObserver,
    setTimeout: (fn: (...args: unknown[]) => void, ms: number, ...args: unknown[]) =>
      timers.push({ fn: () => fn(...args), ms }),
    requestAnimationFrame: (fn: () => void) => fn(),
    fetch: (url: string) => {
      fetched.push(url);
      return new Promise((resolve) => (settle = resolve));
    },
    console: { warn: (message: string) => warnings.push(message) },
  };
  context.innerWidth = 412;
  context.innerHeight = 823;
  context.window = context;
  context.self = context;
  runInNewContext(loader, context);
  const paint = (name: string) => report('paint', [{ name }]);
  const respond = async (rows: unknown[] | number) => {
    settle?.(
      typeof rows === 'number'
        ? { ok: false, status: rows, json: async () => null }
        : { ok: true, status: 200, json: async () => rows },
    );
    // Let the loader's promise chain run.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const scripts = () => appended.filter((el) => el.tag === 'script');
  const preloads = () => appended.filter((el) => el.tag === 'link');
  return {
    scripts,
    preloads,
    sheets,
    fetched,
    warnings,
    respond,
    paint,
    payload: () => context.__next_f,
    timers,
    turbopack: () => context.TURBOPACK,
    images: () => (context.document as { images: FakeImage[] }).images,
    fireFallback: () => timers.find((t) => t.ms === FALLBACK_MS)?.fn(),
    /** Runs the 0 ms timers set so far, in order, as the browser's next tasks. */
    nextTasks: () =>
      timers.splice(0).forEach((t) => {
        if (t.ms !== 0) return timers.push(t);
        const before = appended.length;
        t.fn();
        perTask.push(appended.length - before);
      }),
    perTask,
    readyState: () => (context.document as { readyState: string }).readyState,
    hasOwnReadyState: () => Object.hasOwn(context.document as object, 'readyState'),
  };
}

/** The loader of PAGE after the first paint, with the payload fetched and its scripts added. */
async function paintedAndFetched() {
  const { html, flight } = scriptsAfterPaint(PAGE);
  const page = runLoader(html);
  page.paint('first-contentful-paint');
  const rows: unknown[] = JSON.parse(flight?.json ?? '[]');
  await page.respond(rows);
  page.nextTasks(); // the tasks that add the preloads, one each
  return { page, rows };
}

describe('scripts after the first paint (build step)', () => {
  it('takes the chunk scripts, the script preload and the RSC payload out of the page', () => {
    const { html, moved, flight } = scriptsAfterPaint(PAGE);
    expect(moved).toEqual(CHUNKS);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toMatch(/<script>[^<]*__next_f[^<]*<\/script>/);
    // The payload's rows, unchanged, in a content-hashed JSON file.
    expect(flight?.src).toMatch(/^\/_next\/static\/flight\/[0-9a-f]{16}\.json$/);
    expect(JSON.parse(flight?.json ?? 'null')).toEqual([
      [0],
      [1, '1:"$Sreact.fragment"\n<b>'],
      [1, '2:["$","h1",null,{}]\n'],
    ]);
    // Turbopack's bootstrap script goes too: the loader pushes its data.
    expect(html).not.toContain('<script id="_R_">');
    // The legacy browsers' polyfills go too; everything else stays: stylesheets, structured data.
    expect(html).not.toContain('polyfills.js');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(html).toContain('{"@type":"Organization"}');
    // The loader is the last thing in the body: the shared file, with the page's part beside it.
    expect(html).toMatch(
      /<script src="\/_next\/static\/chunks\/after-paint-[0-9a-f]{16}\.js" defer="" data-after-paint='[^']+'><\/script><\/body><\/html>$/,
    );
  });

  it('names the payload file by its content', () => {
    const a = scriptsAfterPaint(PAGE).flight?.src;
    const b = scriptsAfterPaint(PAGE.replace('fragment', 'Fragment')).flight?.src;
    expect(a).toBe(scriptsAfterPaint(PAGE).flight?.src);
    expect(a).not.toBe(b);
  });

  it('leaves a page it has already done, and a page with no chunk scripts, as they are', () => {
    const once = scriptsAfterPaint(PAGE).html;
    expect(scriptsAfterPaint(once)).toEqual({ html: once, moved: [], flight: null, loader: null });
    const plain = '<html><body><p>static</p></body></html>';
    expect(scriptsAfterPaint(plain)).toEqual({
      html: plain,
      moved: [],
      flight: null,
      loader: null,
    });
  });

  it('after the first contentful paint: fetches the payload, then adds the scripts', async () => {
    const { html, flight } = scriptsAfterPaint(PAGE);
    const page = runLoader(html);
    page.paint('first-paint');
    expect(page.fetched).toEqual([]);

    page.paint('first-contentful-paint');
    expect(page.fetched).toEqual([flight?.src]);
    // The scripts download meanwhile, at low priority, but none runs before the payload is in.
    page.nextTasks();
    expect(page.preloads().map((l) => [l.rel, l.as, l.href, l.fetchPriority])).toEqual(
      CHUNKS.map((src) => ['preload', 'script', src, 'low']),
    );
    expect(page.scripts()).toEqual([]);

    expect(page.turbopack()).toBeUndefined();
    await page.respond(JSON.parse(flight?.json ?? '[]'));
    expect(page.turbopack()).toEqual([
      { otherChunks: ['static/chunks/page.js'], runtimeModuleIds: [7] },
    ]);
    expect(page.scripts().map((s) => s.src)).toEqual(CHUNKS);
    expect(page.scripts().every((s) => s.async)).toBe(true);
    // The stylesheets are inline: their links stay disabled, never fetched.
    expect(page.sheets.every((s) => s.disabled)).toBe(true);
    // The fallback timer firing later adds nothing twice.
    page.fireFallback();
    expect(page.fetched).toHaveLength(1);
    expect(page.scripts()).toHaveLength(CHUNKS.length);
  });

  it("waits for the first screen's eager images to be decoded, and for those below it to load", async () => {
    const page = runLoader(scriptsAfterPaint(PAGE).html, {
      images: [
        { complete: false, loading: 'eager' },
        { complete: true, loading: 'eager' },
        { complete: false, loading: 'auto', onScreen: false },
        { complete: false, loading: 'lazy' },
      ],
    });
    page.paint('first-contentful-paint');
    expect(page.fetched).toEqual([]);
    const [hero, logo, below] = page.images();
    // Below the first screen, loaded is enough; a lazy image is not waited for at all.
    below?.listeners.load?.();
    logo?.decoded();
    // On screen, loaded is not enough: a large image is drawn only once decoded.
    hero?.listeners.load?.();
    await settled();
    page.nextTasks();
    expect(page.fetched).toEqual([]);
    hero?.decoded();
    await settled();
    expect(page.fetched).toEqual([]);
    // Then the frame that paints it, then a task.
    page.nextTasks();
    expect(page.fetched).toHaveLength(1);
  });

  it('counts an image that fails as done (SafeImage hides it)', async () => {
    const page = runLoader(scriptsAfterPaint(PAGE).html, {
      images: [
        { complete: false, loading: 'eager' },
        { complete: false, loading: 'eager', onScreen: false },
      ],
    });
    page.paint('first-contentful-paint');
    const [hero, below] = page.images();
    hero?.decoded(false);
    below?.listeners.error?.();
    await settled();
    page.nextTasks();
    expect(page.fetched).toHaveLength(1);
  });

  it("hands the payload over in a task of its own, set when Next.js's entry reads readyState", async () => {
    const { page, rows } = await paintedAndFetched();
    expect(page.payload() ?? []).toEqual([]);

    // The entry module runs: it reads document.readyState (the real value, once) and then sets
    // its own 0 ms timer to close the payload stream.
    expect(page.readyState()).toBe('complete');
    expect(page.hasOwnReadyState()).toBe(false);
    const closeStream = vi.fn(() => expect(page.payload()).toEqual(rows));
    page.timers.push({ fn: closeStream, ms: 0 });
    expect(page.payload() ?? []).toEqual([]);

    // Next task: the rows, then the stream closes after them.
    page.nextTasks();
    expect(page.payload()).toEqual(rows);
    expect(closeStream).toHaveBeenCalledOnce();
    // The scripts' load events change nothing afterwards.
    page.scripts().forEach((s) => (s.onload as () => void)());
    expect(page.payload()).toEqual(rows);
  });

  it('hands the payload over once every script has run if the entry never reads readyState', async () => {
    const { page, rows } = await paintedAndFetched();
    const [first, ...rest] = page.scripts() as [FakeElement, ...FakeElement[]];
    (first.onload as () => void)();
    expect(page.payload() ?? []).toEqual([]);
    rest.forEach((s) => (s.onload as () => void)());
    expect(page.payload()).toEqual(rows);
    expect(page.hasOwnReadyState()).toBe(false);
  });

  it('adds no script when the payload cannot be fetched: the page stays as rendered', async () => {
    const page = runLoader(scriptsAfterPaint(PAGE).html);
    page.paint('first-contentful-paint');
    await page.respond(404);
    expect(page.scripts()).toEqual([]);
    expect(page.warnings).toEqual(['No scripts: payload HTTP 404']);
  });

  it(`starts after ${FALLBACK_MS} ms when no paint is reported (a background tab)`, () => {
    const page = runLoader(scriptsAfterPaint(PAGE).html);
    expect(page.timers.map((t) => t.ms)).toEqual([FALLBACK_MS]);
    page.fireFallback();
    expect(page.fetched).toHaveLength(1);
  });

  it('adds the scripts at once after the paint for a page without a payload', () => {
    const bare = PAGE.replace(/<script>(\(self|self)\.__next_f[^<]*<\/script>/g, '');
    const { html, flight } = scriptsAfterPaint(bare);
    expect(flight).toBeNull();
    const page = runLoader(html);
    page.paint('first-contentful-paint');
    expect(page.fetched).toEqual([]);
    expect(page.scripts().map((s) => s.src)).toEqual(CHUNKS);
  });

  it('adds each preload in a task of its own, and the scripts together once the payload is in', async () => {
    const page = runLoader(scriptsAfterPaint(PAGE).html);
    page.paint('first-contentful-paint');
    page.nextTasks();
    expect(page.perTask).toEqual(Array(CHUNKS.length).fill(1));
    expect(page.scripts()).toEqual([]);
    await page.respond([[0]]);
    // All in the same task: none can run before the others are in the page.
    expect(page.scripts()).toHaveLength(CHUNKS.length);
  });

  it('refuses a page with no </body> to put the loader in', () => {
    const broken = PAGE.replace('</body>', '');
    expect(() => scriptsAfterPaint(broken)).toThrow(/<\/body>/);
  });
});

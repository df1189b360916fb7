import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import {
  earlyScript,
  FALLBACK_MS,
  firstPaintPreload,
  isRuntimeChunk,
  fitPreloadHints,
  preloadHintCount,
  preloadHints,
  runtimeLast,
  scriptsAfterPaint,
  sharedParts,
  starterScript,
  withoutPreloadHints,
} from '../../scripts/post-build/after-paint.mjs';
import { SHOW_LATER } from '../../scripts/post-build/later-css.mjs';

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
/** In the fake build, the runtime is the chunk so named (the real build reads the files). */
const isRuntime = (src: string) => src.includes('/turbopack-');
/** The order the loader adds them in: Turbopack's runtime last. */
const ADDED = [CHUNKS[0], CHUNKS[2], CHUNKS[1]];

/**
 * The after-paint step on a build of one page: the page, and the loader's file it asks for.
 * `sizeOf` weighs its scripts (without it, the page has no early script).
 */
function afterPaint(html: string, sizeOf?: (src: string) => number) {
  const { pages, loader } = scriptsAfterPaint([html], sizeOf, isRuntime);
  return { ...pages[0]!, loader };
}
type Moved = ReturnType<typeof afterPaint>;

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
/** A later stylesheet's link: not settled yet (`sheet: null`), loaded, or failed before the loader ran. */
type FakeLink = {
  sheet: { cssRules: unknown[] } | null;
  listeners: Record<string, (event: { type: string }) => void>;
  addEventListener: (type: string, listener: (event: { type: string }) => void) => void;
};
const laterLink = (state: 'pending' | 'loaded' | 'failed' = 'pending'): FakeLink => ({
  sheet:
    state === 'pending'
      ? null
      : state === 'loaded'
        ? { cssRules: [{}] }
        : {
            get cssRules(): unknown[] {
              throw new Error('SecurityError: Cannot access rules');
            },
          },
  listeners: {},
  addEventListener(type, listener) {
    this.listeners[type] = listener;
  },
});
type Entries = { getEntries: () => unknown[]; getEntriesByName: (n: string) => unknown[] };

function runLoader(
  { html, loader }: Moved,
  {
    images = [] as ImageSpec[],
    laterLinks = [] as FakeLink[],
    laterBlocks = [] as { textContent: string; replaceWith(fragment: string): void }[],
    // The address's fragment, the page's scroll position, and the ids of its elements.
    hash = '',
    scrollY = 0,
    ids = [] as string[],
  } = {},
) {
  const tag = /<script src="([^"]+)" data-after-paint="(\d+)"><\/script>/.exec(html);
  if (!tag || !loader) throw new Error('no loader in the page');
  if (tag[1] !== loader.src) throw new Error(`the page loads ${tag[1]}, not ${loader.src}`);
  const data = tag[2]!;
  const appended: FakeElement[] = [];
  const sheets = [{ disabled: true }, { disabled: true }];
  const fetched: string[] = [];
  const warnings: string[] = [];
  const removed: FakeElement[] = [];
  const listeners: Record<string, () => void> = {};
  let settle: ((response: unknown) => void) | undefined;
  let refuse: ((error: Error) => void) | undefined;
  const observers: { type?: string; callback: (list: Entries) => void }[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  /** How many elements each task appended (0 ms timers run by nextTasks). */
  const perTask: number[] = [];
  /** The ids of the elements scrolled into view, in order. */
  const scrolledTo: string[] = [];
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
      createElement: (tag: string) => ({
        tag,
        remove(this: FakeElement) {
          removed.push(this);
        },
      }),
      head: { appendChild: (el: FakeElement) => appended.push(el) },
      getElementById: (id: string) =>
        ids.includes(id) ? { scrollIntoView: () => scrolledTo.push(id) } : null,
      createRange: () => ({ createContextualFragment: (html: string) => html }),
      querySelectorAll: (selector: string) =>
        selector === 'link[data-precedence="later"]'
          ? laterLinks
          : selector === 'link[rel="stylesheet"][disabled]'
            ? sheets.filter((s) => s.disabled)
            : selector === 'noscript[data-later]'
              ? laterBlocks
              : [],
    }),
    PerformanceObserver: FakeObserver,
    // The timer's id is its place in `timers`, counted from 1.
    setTimeout: (fn: (...args: unknown[]) => void, ms: number, ...args: unknown[]) =>
      timers.push({ fn: () => fn(...args), ms }),
    requestAnimationFrame: (fn: () => void) => fn(),
    fetch: (url: string) => {
      fetched.push(url);
      return new Promise((resolve, reject) => {
        settle = resolve;
        refuse = reject;
      });
    },
    console: { warn: (message: string) => warnings.push(message) },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    removeEventListener: (type: string, listener: () => void) => {
      if (listeners[type] === listener) delete listeners[type];
    },
    clearTimeout: (timer: number) => {
      if (timers[timer - 1]) timers[timer - 1]!.fn = () => {};
    },
  };
  context.innerWidth = 412;
  context.innerHeight = 823;
  context.location = { hash };
  context.scrollY = scrollY;
  context.window = context;
  context.self = context;
  runInNewContext(loader.code, context);
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
  /** The payload's request fails as it does offline or on a reset connection. */
  const networkError = async () => {
    refuse?.(new TypeError('Failed to fetch'));
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const scripts = () => appended.filter((el) => el.tag === 'script');
  const styles = () => appended.filter((el) => el.tag === 'style').map((el) => el.textContent);
  const preloads = () => appended.filter((el) => el.tag === 'link');
  return {
    scripts,
    styles,
    preloads,
    sheets,
    fetched,
    warnings,
    respond,
    networkError,
    paint,
    payload: () => context.__next_f,
    timers,
    turbopack: () => context.TURBOPACK,
    images: () => (context.document as { images: FakeImage[] }).images,
    fireFallback: () => timers.find((t) => t.ms === FALLBACK_MS)?.fn(),
    /** Runs the timers set for `ms`, as that much time passing would. */
    after: (ms: number) => timers.filter((t) => t.ms === ms).forEach((t) => t.fn()),
    removed,
    listeners,
    scrolledTo,
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
  const moved = afterPaint(PAGE);
  const page = runLoader(moved);
  const { flight } = moved;
  page.paint('first-contentful-paint');
  const rows: unknown[] = JSON.parse(flight?.json ?? '[]');
  await page.respond(rows);
  page.nextTasks(); // the tasks that add the preloads, one each
  return { page, rows };
}

describe('scripts after the first paint (build step)', () => {
  it('takes the chunk scripts, the script preload and the RSC payload out of the page', () => {
    const { html, moved, flight } = afterPaint(PAGE);
    // Turbopack's runtime last (see 'adds each preload, then each script, …' below).
    expect(moved).toEqual(ADDED);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    // Next.js's own preload of the page's chunk goes (see below for the ones that replace it).
    expect(html).not.toContain('fetchPriority="low"');
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
    // The loader is the last thing in the body: the shared file, naming the page's part, in a
    // noscript block that the starter after it turns into the script.
    expect(html).toMatch(
      /<noscript data-later="paint"><script src="\/_next\/static\/chunks\/after-paint-[0-9a-f]{16}\.js" data-after-paint="0"><\/script><\/noscript><script>[^<]+<\/script><\/body><\/html>$/,
    );
    expect(html).toContain(`<script>${starterScript()}</script>`);
  });

  it("preloads the loader's file and the payload with the HTML, and the largest script with the loader, at low priority", () => {
    const sizes: Record<string, number> = { react: 70_000, 'turbopack-x': 4_000, page: 9_000 };
    const sizeOf = (src: string) => sizes[/chunks\/(.+)\.js$/.exec(src)![1]!]!;
    const { html, loader, flight } = afterPaint(PAGE, sizeOf);
    const hints = preloadHints(loader!.src, flight!.src);
    const early = firstPaintPreload('/_next/static/chunks/react.js');
    expect(html).toContain(
      `${hints}<noscript data-later="paint">${early}<script src="${loader!.src}"`,
    );
    expect([...`${hints}${early}`.matchAll(/<link ([^>]*)\/>/g)].map((match) => match[1])).toEqual([
      `rel="preload" as="script" fetchpriority="low" href="${loader!.src}"`,
      // As the loader's fetch() asks for it (CORS mode, same-origin credentials), or the browser
      // would not use the preloaded response.
      `rel="preload" as="fetch" crossorigin="" fetchpriority="low" href="${flight!.src}"`,
      // Read as markup only by a browser without scripts, which the media query keeps from it.
      'rel="preload" as="script" fetchpriority="low" media="(scripting: enabled)" href="/_next/static/chunks/react.js"',
    ]);
    // The other scripts are the loader's to preload, once it runs.
    expect(html).not.toContain('/_next/static/chunks/page.js');
    expect(html).not.toContain('/_next/static/chunks/turbopack-x.js');
    expect(preloadHints(loader!.src, null)).toBe(
      `<link rel="preload" as="script" fetchpriority="low" href="${loader!.src}"/>`,
    );
    expect(firstPaintPreload(undefined)).toBe('');
  });

  it('takes as the early script the largest, or none', () => {
    const sizes: Record<string, number> = { a: 4_000, b: 90_000, c: 9_000 };
    const sizeOf = (src: string) => sizes[src]!;
    expect(earlyScript(['a', 'b', 'c'], sizeOf)).toBe('b');
    expect(earlyScript(['a', 'c'], sizeOf)).toBe('c');
    expect(earlyScript([], sizeOf)).toBeUndefined();
    // Without sizes (the step's default), a page preloads no script.
    const { html } = afterPaint(PAGE);
    expect(preloadHintCount(html)).toBe(2);
    expect(html).toContain('<noscript data-later="paint"><script');
  });

  it('takes the preloads out of a page whose first flight has no room for them, and nothing else', () => {
    const image = '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>';
    const { html, loader, flight } = afterPaint(
      PAGE.replace('</head>', `${image}</head>`),
      () => 1,
    );
    expect(preloadHintCount(html)).toBe(3);
    const without = withoutPreloadHints(html);
    expect(without).toBe(
      html
        .replace(preloadHints(loader!.src, flight!.src), '')
        .replace(firstPaintPreload('/_next/static/chunks/react.js'), ''),
    );
    expect(without).toContain(image);
    expect(without).toContain('<noscript data-later="paint"><script');
    expect(withoutPreloadHints(without)).toBe(without);
  });

  it('drops the preloads of the smallest files first, only as many as the page needs to fit', () => {
    const { html, loader, flight } = afterPaint(PAGE, (src) => (src.endsWith('/page.js') ? 9 : 1));
    const sizes: Record<string, number> = {
      [loader!.src]: 3,
      '/_next/static/chunks/page.js': 9,
      [flight!.src]: 11,
    };
    const sizeOf = (href: string) => sizes[href] ?? NaN;
    const hrefs = (page: string) =>
      [...page.matchAll(/<link rel="preload" as="(?:script|fetch)"[^>]* href="([^"]+)"/g)].map(
        (match) => match[1],
      );
    expect(preloadHintCount(html)).toBe(3);
    // Fits as it is: unchanged.
    expect(fitPreloadHints(html, () => true, sizeOf)).toBe(html);
    // Room for two preloads: the loader's (3) goes; the rest stay where they were.
    const two = fitPreloadHints(html, (page) => preloadHintCount(page) <= 2, sizeOf);
    expect(hrefs(two)).toEqual([flight!.src, '/_next/static/chunks/page.js']);
    expect(two).toContain(
      `<noscript data-later="paint">${firstPaintPreload('/_next/static/chunks/page.js')}<script`,
    );
    // Room for one: the payload's (11) stays.
    const one = fitPreloadHints(html, (page) => preloadHintCount(page) <= 1, sizeOf);
    expect(hrefs(one)).toEqual([flight!.src]);
    expect(one.replace(/<link rel="preload" as="(?:script|fetch)"[^>]*\/>/g, '')).toBe(
      withoutPreloadHints(html),
    );
    // No room at all: none is left, and nothing else is taken.
    expect(fitPreloadHints(html, () => false, sizeOf)).toBe(withoutPreloadHints(html));
    expect(preloadHintCount(withoutPreloadHints(html))).toBe(0);
  });

  it('names the payload file by its content', () => {
    const a = afterPaint(PAGE).flight?.src;
    const b = afterPaint(PAGE.replace('fragment', 'Fragment')).flight?.src;
    expect(a).toBe(afterPaint(PAGE).flight?.src);
    expect(a).not.toBe(b);
  });

  it("leaves the payload's stylesheet preload hints out, and every other line in", () => {
    // As Next.js writes them: the page's own stylesheet, a boundary's (the not-found page's) with
    // a deployment ID, an image hint, and a text row that only mentions a hint.
    const rows = [
      ':HL["/_next/static/chunks/a.css","style"]\n:HL["/_next/static/chunks/nf.css?dpl=d1","style"]\n',
      '3:I[1,[],"x"]\n:HL["/images/hero.svg","image",{"fetchPriority":"high"}]\n',
      '4:T2a,say :HL["/_next/static/chunks/a.css","style"] here\n',
    ];
    const page = PAGE.replace(
      '<script>self.__next_f.push([1,"2:',
      rows
        .map((row) => `<script>self.__next_f.push(${JSON.stringify([1, row])})</script>`)
        .join('') + '<script>self.__next_f.push([1,"2:',
    );
    expect(JSON.parse(afterPaint(page).flight?.json ?? 'null')).toEqual([
      [0],
      [1, '1:"$Sreact.fragment"\n<b>'],
      [1, ''],
      [1, '3:I[1,[],"x"]\n:HL["/images/hero.svg","image",{"fetchPriority":"high"}]\n'],
      [1, '4:T2a,say :HL["/_next/static/chunks/a.css","style"] here\n'],
      [1, '2:["$","h1",null,{}]\n'],
    ]);
  });

  it('leaves a page it has already done, and a page with no chunk scripts, as they are', () => {
    const once = afterPaint(PAGE).html;
    const plain = '<html><body><p>static</p></body></html>';
    expect(scriptsAfterPaint([once, plain])).toEqual({
      pages: [
        { html: once, moved: [], flight: null },
        { html: plain, moved: [], flight: null },
      ],
      loader: null,
    });
  });

  it('after the first contentful paint: fetches the payload, then adds the scripts', async () => {
    const moved = afterPaint(PAGE);
    const { flight } = moved;
    const page = runLoader(moved);
    // The scripts download from the loader's arrival (the starter adds it at the first paint), at
    // low priority, but none runs before the payload is in.
    page.nextTasks();
    expect(page.preloads().map((l) => [l.rel, l.as, l.href, l.fetchPriority])).toEqual(
      ADDED.map((src) => ['preload', 'script', src, 'low']),
    );
    page.paint('first-paint');
    expect(page.fetched).toEqual([]);

    page.paint('first-contentful-paint');
    expect(page.fetched).toEqual([flight?.src]);
    expect(page.scripts()).toEqual([]);

    expect(page.turbopack()).toBeUndefined();
    await page.respond(JSON.parse(flight?.json ?? '[]'));
    expect(page.turbopack()).toEqual([
      { otherChunks: ['static/chunks/page.js'], runtimeModuleIds: [7] },
    ]);
    page.nextTasks();
    expect(page.scripts().map((s) => s.src)).toEqual(ADDED);
    expect(page.scripts().every((s) => s.async)).toBe(true);
    // The stylesheets are inline: their links stay disabled, never fetched.
    expect(page.sheets.every((s) => s.disabled)).toBe(true);
    // The fallback timer firing later adds nothing twice.
    page.fireFallback();
    expect(page.fetched).toHaveLength(1);
    expect(page.scripts()).toHaveLength(CHUNKS.length);
  });

  it("waits for the first screen's eager images to be decoded, and for those below it to load", async () => {
    const page = runLoader(afterPaint(PAGE), {
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
    const page = runLoader(afterPaint(PAGE), {
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

  it('asks for the payload again after 1, 2, 4, 8 and 16 s, then leaves the page as rendered', async () => {
    const page = runLoader(afterPaint(PAGE));
    page.paint('first-contentful-paint');
    for (const wait of [1000, 2000, 4000, 8000, 16000]) {
      await page.respond(503);
      expect(page.warnings).toEqual([]);
      page.after(wait);
    }
    expect(page.fetched).toHaveLength(6);
    await page.respond(503);
    expect(page.scripts()).toEqual([]);
    expect(page.warnings).toEqual(['No scripts: payload HTTP 503']);
  });

  it('asks for the payload again at once when the browser is back online, and then starts', async () => {
    const page = runLoader(afterPaint(PAGE));
    page.paint('first-contentful-paint');
    await page.networkError();
    expect(page.fetched).toHaveLength(1);
    page.listeners.online!();
    expect(page.fetched).toHaveLength(2);
    // The backoff timer set for the same try no longer asks a third time.
    page.after(1000);
    expect(page.fetched).toHaveLength(2);
    await page.respond(JSON.parse(afterPaint(PAGE).flight?.json ?? '[]'));
    page.nextTasks();
    expect(page.scripts().map((s) => s.src)).toEqual(ADDED);
  });

  it('adds a chunk script that failed to load again, and the page then starts', async () => {
    const { page } = await paintedAndFetched();
    const [first] = page.scripts() as [FakeElement];
    (first.onerror as (this: FakeElement) => void).call(first);
    expect(page.removed).toEqual([first]);
    expect(page.scripts()).toHaveLength(CHUNKS.length);
    page.after(1000);
    page.nextTasks();
    expect(page.scripts()).toHaveLength(CHUNKS.length + 1);
    expect(page.scripts().at(-1)?.src).toBe(first.src);
  });

  it(`starts after ${FALLBACK_MS} ms when no paint is reported (a background tab)`, () => {
    const page = runLoader(afterPaint(PAGE));
    // The preloads' tasks, then the fallback's timer.
    expect(page.timers.map((t) => t.ms)).toEqual([...CHUNKS.map(() => 0), FALLBACK_MS]);
    page.fireFallback();
    expect(page.fetched).toHaveLength(1);
  });

  it('adds the scripts at once after the paint for a page without a payload', () => {
    const bare = PAGE.replace(/<script>(\(self|self)\.__next_f[^<]*<\/script>/g, '');
    const moved = afterPaint(bare);
    expect(moved.flight).toBeNull();
    const page = runLoader(moved);
    page.paint('first-contentful-paint');
    expect(page.fetched).toEqual([]);
    page.nextTasks();
    expect(page.scripts().map((s) => s.src)).toEqual(ADDED);
  });

  it("adds each preload, then each script once the payload is in, in a task of its own, Turbopack's runtime last", async () => {
    const page = runLoader(afterPaint(PAGE));
    page.paint('first-contentful-paint');
    page.nextTasks();
    expect(page.perTask).toEqual(Array(CHUNKS.length).fill(1));
    expect(page.scripts()).toEqual([]);
    await page.respond([[0]]);
    expect(page.scripts()).toEqual([]);
    page.nextTasks();
    expect(page.perTask).toEqual(Array(2 * CHUNKS.length).fill(1));
    // A chunk that runs before the runtime only queues itself; the runtime, added last, finds
    // every other script already in the page and adds none again.
    expect(page.scripts().map((s) => s.src)).toEqual(ADDED);
  });

  it("puts Turbopack's runtime last in each page's scripts, and stops the build when a page has none or several", () => {
    expect(runtimeLast(CHUNKS, isRuntime)).toEqual(ADDED);
    expect(() => runtimeLast([CHUNKS[0]!, CHUNKS[2]!], isRuntime)).toThrow(/found 0/);
    expect(() =>
      runtimeLast([...CHUNKS, '/_next/static/chunks/turbopack-y.js'], isRuntime),
    ).toThrow(/found 2/);
    expect(() => scriptsAfterPaint([PAGE], null, () => false)).toThrow(/Turbopack runtime/);
    // The real build reads each file: the runtime is the chunk that takes over the TURBOPACK queue.
    expect(
      isRuntimeChunk(
        '(()=>{var r=globalThis.TURBOPACK;globalThis.TURBOPACK={push:X},r.forEach(X)})()',
      ),
    ).toBe(true);
    expect(
      isRuntimeChunk(
        '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,{}])',
      ),
    ).toBe(false);
  });

  it('refuses a page with no </body> to put the loader in', () => {
    const broken = PAGE.replace('</body>', '');
    expect(() => afterPaint(broken)).toThrow(/<\/body>/);
  });

  it('asks for the later stylesheet with the payload when the starter has not yet (the page has not loaded)', () => {
    const turned: string[] = [];
    const block = {
      textContent: '<link rel="stylesheet" href="/later.css"/>',
      replaceWith: (fragment: string) => turned.push(fragment),
    };
    const page = runLoader(afterPaint(PAGE), { laterBlocks: [block] });
    page.paint('first-contentful-paint');
    expect(turned).toEqual([block.textContent]);
    expect(page.fetched).toHaveLength(1);
  });

  it('adds the scripts only once the later stylesheet has loaded', async () => {
    const link = laterLink();
    const page = runLoader(afterPaint(PAGE), { laterLinks: [link] });
    page.paint('first-contentful-paint');
    await page.respond([[0]]);
    expect(page.scripts()).toEqual([]);
    link.listeners.load!({ type: 'load' });
    page.nextTasks();
    expect(page.scripts()).toHaveLength(CHUNKS.length);
    // Its own last rule shows what waited for it.
    expect(page.styles()).toEqual([]);
  });

  it('shows what waited for the later stylesheet, and adds the scripts, if it fails or never comes', async () => {
    const failing = laterLink();
    const page = runLoader(afterPaint(PAGE), { laterLinks: [failing] });
    page.paint('first-contentful-paint');
    await page.respond([[0]]);
    failing.listeners.error!({ type: 'error' });
    expect(page.styles()).toEqual([SHOW_LATER]);
    page.nextTasks();
    expect(page.scripts()).toHaveLength(CHUNKS.length);

    const slow = runLoader(afterPaint(PAGE), { laterLinks: [laterLink()] });
    slow.paint('first-contentful-paint');
    await slow.respond([[0]]);
    expect(slow.scripts()).toEqual([]);
    slow.timers.filter((t) => t.ms === FALLBACK_MS).forEach((t) => t.fn());
    expect(slow.styles()).toEqual([SHOW_LATER]);
    slow.nextTasks();
    expect(slow.scripts()).toHaveLength(CHUNKS.length);
  });

  it('takes a page opened at a fragment there once what waited shows, unless the visitor has scrolled', async () => {
    const open = (scrollY: number, hash = '#newsletter-signup') => {
      const link = laterLink();
      const page = runLoader(afterPaint(PAGE), {
        laterLinks: [link],
        hash,
        scrollY,
        ids: ['newsletter-signup'],
      });
      page.paint('first-contentful-paint');
      return { page, link };
    };
    const { page, link } = open(0);
    await page.respond([[0]]);
    expect(page.scrolledTo).toEqual([]);
    link.listeners.load!({ type: 'load' });
    expect(page.scrolledTo).toEqual(['newsletter-signup']);

    const scrolled = open(400);
    await scrolled.page.respond([[0]]);
    scrolled.link.listeners.load!({ type: 'load' });
    expect(scrolled.page.scrolledTo).toEqual([]);

    const elsewhere = open(0, '#no-such-element');
    await elsewhere.page.respond([[0]]);
    elsewhere.link.listeners.load!({ type: 'load' });
    expect(elsewhere.page.scrolledTo).toEqual([]);
    elsewhere.page.nextTasks();
    expect(elsewhere.page.scripts()).toHaveLength(CHUNKS.length);
  });

  it('goes on at once when the later stylesheet settled before the loader ran', async () => {
    for (const [state, styles] of [
      ['loaded', []],
      ['failed', [SHOW_LATER]],
    ] as const) {
      const page = runLoader(afterPaint(PAGE), { laterLinks: [laterLink(state)] });
      page.paint('first-contentful-paint');
      await page.respond([[0]]);
      page.nextTasks();
      expect(page.scripts(), state).toHaveLength(CHUNKS.length);
      expect(page.styles(), state).toEqual(styles);
    }
  });
});

describe('one loader file for the whole build', () => {
  const other = PAGE.replace(
    '<script src="/_next/static/chunks/page.js" async="">',
    '<script src="/_next/static/chunks/other.js" async="">',
  ).replace('fragment', 'Fragment');
  const third = other.replace('Fragment', 'FRAGMENT');

  it('keeps what the pages share in the loader: chunks more than one page loads, and the same bootstrap', () => {
    expect(sharedParts([PAGE, other, third])).toEqual({
      chunks: [
        '/_next/static/chunks/react.js',
        '/_next/static/chunks/turbopack-x.js',
        '/_next/static/chunks/other.js',
      ],
      bootstrap: { otherChunks: ['static/chunks/page.js'], runtimeModuleIds: [7] },
    });
    const differentBootstrap = other.replace('[7]', '[8]');
    expect(sharedParts([PAGE, differentBootstrap]).bootstrap).toBeNull();
  });

  it("numbers each page's part; the loader finds a page's scripts and payload by its number", async () => {
    const { pages, loader } = scriptsAfterPaint([PAGE, other], null, isRuntime);
    expect(pages.map(({ html }) => /data-after-paint="(\d+)"/.exec(html)?.[1])).toEqual(['0', '1']);
    // No chunk URL is left in either page: the scripts are in the loader's file.
    for (const { html } of pages) expect(html).not.toContain('/_next/static/chunks/react.js');
    expect(loader!.code).toContain(pages[1]!.flight!.src);
    const page = runLoader({ ...pages[1]!, loader });
    page.paint('first-contentful-paint');
    expect(page.fetched).toEqual([pages[1]!.flight!.src]);
    await page.respond([[0]]);
    page.nextTasks();
    expect(page.scripts().map((s) => s.src)).toEqual(pages[1]!.moved);
    expect(pages[1]!.moved).toContain('/_next/static/chunks/other.js');
  });
});

describe('the starter, inline in every page', () => {
  /** Runs the starter with a fake document holding noscript blocks. */
  function runStarter(blocks: string[]) {
    const observers: ((list: Entries) => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const frames: (() => void)[] = [];
    const listeners: Record<string, () => void> = {};
    const inserted: string[] = [];
    type FakeScript = {
      html: string;
      attributes: { name: string; value: string }[];
      onerror?: () => void;
      removed?: boolean;
      setAttribute(name: string, value: string): void;
      remove(): void;
    };
    const scripts: FakeScript[] = [];
    const added: FakeScript[] = [];
    function fakeScript(html: string): FakeScript {
      const script: FakeScript = {
        html,
        attributes: [...html.matchAll(/ ([\w-]+)="([^"]*)"/g)].map(([, name, value]) => ({
          name: name!,
          value: value!,
        })),
        setAttribute(name, value) {
          this.attributes.push({ name, value });
        },
        remove() {
          this.removed = true;
        },
      };
      scripts.push(script);
      return script;
    }
    let left = blocks.map((text) => ({
      textContent: text,
      replaceWith(fragment: { html: string }) {
        inserted.push(fragment.html);
        left = left.filter((block) => block !== this);
      },
    }));
    runInNewContext(starterScript(), {
      document: {
        querySelectorAll: (selector: string) =>
          selector === 'noscript[data-later]'
            ? left
            : selector === 'noscript[data-later=paint]'
              ? left.filter((block) => block.textContent.startsWith('<script'))
              : [],
        createRange: () => ({
          createContextualFragment: (html: string) => ({
            html,
            querySelectorAll: () => (html.startsWith('<script') ? [fakeScript(html)] : []),
          }),
        }),
        createElement: () => fakeScript(''),
        body: { append: (script: FakeScript) => added.push(script) },
      },
      PerformanceObserver: class {
        constructor(callback: (list: Entries) => void) {
          observers.push(callback);
        }
        observe() {}
      },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      removeEventListener: (type: string) => delete listeners[type],
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
      clearTimeout: () => {},
    });
    const paint = (name: string) =>
      observers.forEach((callback) =>
        callback({
          getEntries: () => [{ name }],
          getEntriesByName: (n: string) => (n === name ? [{ name }] : []),
        }),
      );
    const run = (list: { fn: () => void }[] | (() => void)[]) =>
      list.splice(0).forEach((item) => (typeof item === 'function' ? item() : item.fn()));
    return { inserted, paint, listeners, frames, timers, run, scripts, added };
  }
  const BLOCKS = [
    '<link rel="stylesheet" href="/later.css"/>',
    '<script src="/loader.js" data-after-paint="3"></script>',
  ];

  it('adds the loader again when it fails to load, after 1, 2, 4, 8 and 16 s', () => {
    const page = runStarter(BLOCKS);
    page.timers.find((t) => t.ms === FALLBACK_MS)!.fn();
    let failed = page.scripts[0]!;
    for (const wait of [1000, 2000, 4000, 8000, 16000]) {
      failed.onerror!();
      expect(failed.removed).toBe(true);
      page.timers.find((t) => t.ms === wait)!.fn();
      const again = page.added.at(-1)!;
      expect(again.attributes).toEqual([
        { name: 'src', value: '/loader.js' },
        { name: 'data-after-paint', value: '3' },
      ]);
      failed = again;
    }
    // The fifth retry was the last.
    failed.onerror!();
    expect(page.timers.filter((t) => t.ms === 32000)).toEqual([]);
    expect(page.added).toHaveLength(5);
  });

  it('adds the loader at the first contentful paint, and the rest once the page has also loaded, a frame later', () => {
    const page = runStarter(BLOCKS);
    page.paint('first-paint');
    expect(page.inserted).toEqual([]);
    page.paint('first-contentful-paint');
    // The loader at once: its round trip overlaps the first screen's images.
    expect(page.inserted).toEqual([BLOCKS[1]]);
    expect(page.frames).toHaveLength(0);
    page.listeners.load!();
    // The frame, then a task after it.
    page.run(page.frames);
    expect(page.inserted).toEqual([BLOCKS[1]]);
    page.run(page.timers.filter((t) => t.ms === 0));
    expect(page.inserted).toEqual([BLOCKS[1], BLOCKS[0]]);
  });

  it('adds nothing before the first contentful paint, even once the page has loaded', () => {
    const page = runStarter(BLOCKS);
    page.listeners.load!();
    page.run(page.frames);
    page.run(page.timers.filter((t) => t.ms === 0));
    expect(page.inserted).toEqual([]);
  });

  it('waits for the load when the first paint comes first, and starts on its own after the fallback', () => {
    const page = runStarter(BLOCKS);
    page.paint('first-contentful-paint');
    expect(page.frames).toHaveLength(0);
    const fallback = page.timers.find((t) => t.ms === FALLBACK_MS)!;
    fallback.fn();
    expect(page.inserted).toEqual([BLOCKS[1], BLOCKS[0]]);
    // The load coming later finds nothing left to do.
    page.listeners.load!();
    page.run(page.frames);
    page.run(page.timers);
    expect(page.inserted).toEqual([BLOCKS[1], BLOCKS[0]]);
  });
});

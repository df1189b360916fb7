// The after-paint loader and its starter, as they run in the browser:
// scripts/post-build/after-paint.mjs serialises these functions (toString, then minified), the
// loader into the one file every page shares and the starter into each page, and explains the rest
// of that speed step. Only their text reaches the page, so each must stay self-contained: no
// imports, and no name from this module or its importer.

/**
 * Runs in the page, inline at the end of its body. Its noscript blocks (`blocks`) hold the later
 * stylesheet's links (later-css.mjs) and the loader's script; a browser with scripts neither
 * fetches nor runs what a noscript holds. Once the browser reports the first contentful paint, the
 * loader's block (`first`) becomes its script, whose file the page has usually preloaded by then
 * (after-paint.mjs); the loader itself waits for the first screen's images. Once the page has also
 * loaded (the first screen's images with it), a frame later, or after `fallbackMs`, every block
 * left becomes what it holds. A loader script that fails to load is asked for again, after 1, 2, 4,
 * 8 and 16 s. Small on purpose: every page carries it.
 */
export function startLoader(blocks, first, fallbackMs) {
  // A failed script cannot be run again: a new element with the same attributes takes its place.
  // No `<` in code that goes inline into the page's HTML.
  const retry = (script, tries) => {
    script.onerror = () => {
      const copy = document.createElement('script');
      for (const { name, value } of script.attributes) copy.setAttribute(name, value);
      script.remove();
      // Five tries at most; written `5 > tries` for the rule above.
      if (5 > tries)
        setTimeout(
          () => {
            retry(copy, tries + 1);
            document.body.append(copy);
          },
          1000 * 2 ** tries,
        );
    };
  };
  const start = (selector) => {
    // Parsed as a fragment, a script runs when it is inserted (one set by innerHTML would not).
    // A second call finds no block left.
    for (const block of document.querySelectorAll(selector)) {
      const fragment = document.createRange().createContextualFragment(block.textContent);
      for (const script of fragment.querySelectorAll('script')) retry(script, 0);
      block.replaceWith(fragment);
    }
  };
  let waiting = 2;
  const ready = () => --waiting || requestAnimationFrame(() => setTimeout(() => start(blocks)));
  new PerformanceObserver(
    (list) => list.getEntriesByName('first-contentful-paint')[0] && (start(first), ready()),
  ).observe({ type: 'paint', buffered: true });
  addEventListener('load', ready);
  setTimeout(() => start(blocks), fallbackMs);
}

/**
 * Runs in the page (serialised into it): once the first content is shown and the first screen's
 * images have loaded, fetches the RSC payload (if `flight`) and adds the scripts, which it
 * preloads as soon as it runs.
 */
export function loadAfterFirstPaint(sources, bootstrap, flight, showLater, fallbackMs) {
  var started = false;
  function add(tag, attrs) {
    var el = document.createElement(tag);
    for (var key in attrs) el[key] = attrs[key];
    document.head.appendChild(el);
  }
  // A preload, or a script, in a task of its own: starting a request costs the main thread time
  // (much more on a busy phone), and a page's worth of them in a row made one long task. Timers
  // set together run in the order they were set, each in its own task.
  function addSoon(tag, attrs) {
    setTimeout(add, 0, tag, attrs);
  }
  // The later stylesheet (later-css.mjs) applies before any script runs, so that what scripts
  // show and the states they add are styled from the start. If it fails, or has not loaded after
  // `fallbackMs` (it may have failed before this ran), the rule that shows what waits for it is
  // added on its own (`showLater`), and the scripts go ahead.
  function hasRules(sheet) {
    try {
      return sheet.cssRules.length > 0;
    } catch {
      return false;
    }
  }
  function afterLaterCss(then) {
    var links = document.querySelectorAll('link[data-precedence="later"]');
    var done = false;
    function ready(event) {
      if (done) return;
      done = true;
      if (!event || event.type !== 'load') add('style', { textContent: showLater });
      // A page opened at a fragment in what waited (skipped until now, so the browser could not
      // scroll to it) is taken there now, unless the visitor has scrolled meanwhile.
      var target = location.hash && document.getElementById(location.hash.slice(1));
      if (target && !scrollY) target.scrollIntoView();
      then();
    }
    if (!links.length) return then();
    for (var i = 0; i < links.length; i++) {
      // Settled already: a file that failed leaves a sheet whose rules cannot be read, or none
      // (the later file is never empty).
      if (links[i].sheet) return ready({ type: hasRules(links[i].sheet) ? 'load' : 'error' });
      links[i].addEventListener('load', ready);
      links[i].addEventListener('error', ready);
    }
    setTimeout(ready, fallbackMs);
  }
  function addScripts(onLoaded) {
    afterLaterCss(function () {
      addScriptsNow(onLoaded);
    });
  }
  // A request that fails is made again after 1, 2, 4, 8 and 16 s, or as soon as the browser says
  // it is back online; `attempt` is called with the number of the next try. False once the tries
  // are spent: the page then stays as rendered, which works without scripts.
  function tryAgain(tries, attempt) {
    if (tries >= 5) return false;
    var timer;
    function again() {
      clearTimeout(timer);
      removeEventListener('online', again);
      attempt(tries + 1);
    }
    timer = setTimeout(again, 1000 << tries);
    addEventListener('online', again);
    return true;
  }
  // Turbopack's runtime waits for each chunk to register itself, however late: a chunk script
  // added again after a failure lets the page start.
  function addScript(src, onLoaded, tries) {
    addSoon('script', {
      src: src,
      async: true,
      onload: onLoaded,
      onerror: function () {
        this.remove();
        tryAgain(tries, function (next) {
          addScript(src, onLoaded, next);
        });
      },
    });
  }
  function addScriptsNow(onLoaded) {
    if (bootstrap) (self.TURBOPACK = self.TURBOPACK || []).push(bootstrap);
    var pending = sources.length;
    function loaded() {
      if (--pending === 0 && onLoaded) onLoaded();
    }
    // In the build's order, Turbopack's runtime last (after-paint.mjs, runtimeLast): a chunk that
    // runs before it only queues itself, and the runtime finds every other script in the page.
    for (var i = 0; i < sources.length; i++) addScript(sources[i], loaded, 0);
  }
  // Hands the payload rows to Next.js in a task of their own. Its entry module reads
  // document.readyState just before it schedules (a 0 ms timer) the closing of its payload
  // stream; a 0 ms timer set at that read runs first. The module's evaluation and the decoding
  // of the payload (with the router state and the start of hydration) are then two tasks, not one
  // long one. If the read never comes, the rows go in once every script has run.
  function handOverAfterEntry(rows) {
    var queue = (self.__next_f = self.__next_f || []);
    var state = 'waiting';
    function handOver() {
      if (state === 'done') return;
      state = 'done';
      for (var k = 0; k < rows.length; k++) queue.push(rows[k]);
    }
    Object.defineProperty(document, 'readyState', {
      configurable: true,
      get: function () {
        delete document.readyState;
        if (state === 'waiting') {
          state = 'timed';
          setTimeout(handOver, 0);
        }
        return document.readyState;
      },
    });
    addScripts(function () {
      if (state !== 'waiting') return;
      delete document.readyState;
      handOver();
    });
  }
  // The later stylesheet's blocks, if the starter has not turned them into links yet (the page
  // has not loaded): asked for now, with the payload, and waited for before the scripts run.
  function laterCssNow() {
    // later-css.mjs's blocks (LATER_BLOCK).
    var blocks = document.querySelectorAll('noscript[data-later]');
    for (var i = 0; i < blocks.length; i++)
      blocks[i].replaceWith(document.createRange().createContextualFragment(blocks[i].textContent));
  }
  function start() {
    if (started) return;
    started = true;
    laterCssNow();
    if (!flight) return addScripts();
    fetchPayload(0);
  }
  function fetchPayload(tries) {
    fetch(flight)
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .then(handOverAfterEntry, function (error) {
        if (!tryAgain(tries, fetchPayload)) console.warn('No scripts: payload ' + error.message);
      });
  }
  // The images the first screen loads eagerly (lazy ones wait for scrolling) are often the
  // largest paint: they are shown before the scripts and the payload take the network. An eager
  // image on screen counts once the browser has decoded it (`decode()`, which waits for it to
  // load) and a frame has passed: a large image can reach the screen well after it loaded, while
  // it is decoded. An eager image below the first screen counts once loaded.
  function afterEagerImages() {
    var pending = 0;
    function done() {
      if (--pending > 0) return;
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    }
    function onScreen(img) {
      var box = img.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.bottom > 0 &&
        box.top < innerHeight &&
        box.right > 0 &&
        box.left < innerWidth
      );
    }
    for (var k = 0; k < document.images.length; k++) {
      var img = document.images[k];
      if (img.loading === 'lazy' || (img.complete && !img.naturalWidth)) continue;
      if (img.decode && onScreen(img)) {
        pending++;
        img.decode().then(done, done);
      } else if (!img.complete) {
        pending++;
        img.addEventListener('load', done);
        img.addEventListener('error', done);
      }
    }
    if (pending === 0) start();
  }
  // The scripts download from the first paint on, while the first screen's images decode (the
  // starter adds the loader then). Low priority, as Next.js preloads its page chunk: images
  // still loading on screen go first.
  for (var i = 0; i < sources.length; i++)
    addSoon('link', { rel: 'preload', as: 'script', href: sources[i], fetchPriority: 'low' });
  // Paint timing is in every current browser; one without it starts on the fallback timer.
  setTimeout(start, fallbackMs);
  var observer = new PerformanceObserver(function (list) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    afterEagerImages();
  });
  observer.observe({ type: 'paint', buffered: true });
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The rules every page is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA, and axe's best
 * practices, which catch what those levels leave open (one banner landmark while the chat panel
 * is open, headings in order, every part of the page inside a landmark).
 */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core's violations on the page as it is now, one line each (the rule, then the elements it
 * flags), so that a failing `expect(...).toEqual([])` names what to fix. axe walks the whole
 * page, which takes seconds on a busy machine: give the test room (`test.slow()` or a longer
 * timeout for its describe block).
 *
 * Legacy mode runs axe once inside the page. The default instead runs it per frame and merges
 * the results in a second, blank page, which exists for cross-origin iframes; the site has none,
 * and that second page doubled the cost of each scan for the same findings. Only violations are
 * asked for: axe still runs each of the rules above on every element, but names (builds a selector
 * for) one element of each passed or incomplete rule instead of all of them.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // `options` replaces every option set before it, the tags too: it comes first.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(RULE_TAGS)
    .setLegacyMode(true)
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

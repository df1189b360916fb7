/**
 * A logged click's element as a CSS-like name, `a#id.class`: what the team's report and
 * `npm run clicks` show. The click log keeps the element clicked, which may be the icon or text
 * inside a link or button.
 */
export function clickedElementName(e: { tag: string; elementId: string; className: string }) {
  const id = e.elementId ? `#${e.elementId}` : '';
  const classes = e.className
    .split(/\s+/)
    .filter(Boolean)
    .map((c) => `.${c}`)
    .join('');
  return `${e.tag.toLowerCase()}${id}${classes}`.slice(0, 120);
}

/**
 * Where a page's opening screen ends, placed between two sections. The build keeps inline only the
 * CSS of what comes before it and links the rest of the page's CSS inside this element
 * (scripts/post-build/later-css.mjs), so the sections below wait for their styles while the first
 * screen paints from the HTML alone. React leaves the inside of an element with
 * `dangerouslySetInnerHTML` as the HTML has it when it hydrates, so the link stays. It has no
 * content and no box of its own.
 */
export function Fold() {
  return <div data-fold="" dangerouslySetInnerHTML={{ __html: '' }} />;
}

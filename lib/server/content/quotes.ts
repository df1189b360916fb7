/**
 * Curly double quotes that do not pair up in a paragraph of a document's text. Typed by hand, a
 * quote is easily the wrong way round (“…“ or ”…”), and the page then shows it so. In a
 * paragraph (lines up to a blank one) each “ is closed by a ” before the next “ opens.
 *
 * Returns one message for each paragraph with a wrong quote, with its line (counted from 1).
 */
export function unpairedQuotes(text: string): { line: number; message: string }[] {
  const found: { line: number; message: string }[] = [];
  let open: number | null = null;
  let reported = false;
  const report = (line: number, message: string) => {
    if (!reported) found.push({ line, message });
    reported = true;
  };
  const endParagraph = () => {
    if (open !== null) report(open, 'a “ is not closed by a ” in its paragraph');
    open = null;
    reported = false;
  };
  text.split('\n').forEach((lineText, index) => {
    const line = index + 1;
    if (lineText.trim() === '') return endParagraph();
    for (const char of lineText) {
      if (char === '“') {
        if (open !== null) report(line, 'a “ opens before the “ before it is closed by a ”');
        open = line;
      } else if (char === '”') {
        if (open === null) report(line, 'a ” closes no “');
        open = null;
      }
    }
  });
  endParagraph();
  return found;
}

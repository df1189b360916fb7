export function checkHtml(
  origin: string,
  listed: string[],
): Promise<{ route: string; errors: { line: number; message: string }[] }[]>;

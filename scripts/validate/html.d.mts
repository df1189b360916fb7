export function checkHtml(
  origin: string,
): Promise<{ route: string; errors: { line: number; message: string }[] }[]>;

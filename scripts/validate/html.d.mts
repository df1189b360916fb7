export function vnuErrors(
  pages: { name: string; html: string }[],
): { name: string; errors: { line: number; message: string }[] }[];
export function checkHtml(
  origin: string,
): Promise<{ route: string; errors: { line: number; message: string }[] }[]>;

export function vnuErrors(
  pages: { name: string; html: string }[],
): { name: string; errors: { line: number; message: string }[] }[];

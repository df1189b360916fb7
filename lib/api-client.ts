/**
 * Where the browser sends its calls. Same origin by default; the NEXT_PUBLIC_* variables
 * (inlined at build time) point them at another host (DESIGN §2).
 */
function join(base: string | undefined, path: string): string {
  return base ? `${base.replace(/\/+$/, '')}${path}` : path;
}

export const apiUrls = {
  contact: () =>
    join(
      process.env.NEXT_PUBLIC_CONTACT_API_URL ?? process.env.NEXT_PUBLIC_API_BASE_URL,
      '/api/contact',
    ),
  subscribe: () => join(process.env.NEXT_PUBLIC_API_BASE_URL, '/subscribe'),
  logClick: () => join(process.env.NEXT_PUBLIC_API_BASE_URL, '/api/log-click'),
  chat: () =>
    process.env.NEXT_PUBLIC_CHAT_URL ?? join(process.env.NEXT_PUBLIC_API_BASE_URL, '/api/chat'),
};

/**
 * Where the browser sends its calls. Same origin by default; the NEXT_PUBLIC_* variables
 * (inlined at build time) point them at an API deployed on another host, which must then list
 * this site in its ALLOWED_ORIGINS.
 */
function join(base: string | undefined, path: string): string {
  return base ? `${base.replace(/\/+$/, '')}${path}` : path;
}

const contactHost = () =>
  process.env.NEXT_PUBLIC_CONTACT_API_URL ?? process.env.NEXT_PUBLIC_API_BASE_URL;

export const apiUrls = {
  contact: () => join(contactHost(), '/api/contact'),
  /** A question the chat passes to a person is a contact message: it goes where those go. */
  chatHandoff: () => join(contactHost(), '/api/chat/handoff'),
  subscribe: () => join(process.env.NEXT_PUBLIC_API_BASE_URL, '/subscribe'),
  logClick: () => join(process.env.NEXT_PUBLIC_API_BASE_URL, '/api/log-click'),
  /** The count of a visit that started from a tagged link. */
  landing: () => join(process.env.NEXT_PUBLIC_API_BASE_URL, '/api/landing'),
  chat: () =>
    process.env.NEXT_PUBLIC_CHAT_URL ?? join(process.env.NEXT_PUBLIC_API_BASE_URL, '/api/chat'),
};

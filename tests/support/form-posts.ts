/** What the handler tests of form posts share: the fields a browser sends, and what was stored. */

let n = 0;
/** The fields the contact page's form sends, as a browser fills them in. */
export const contactFields = (over: Record<string, string> = {}) => ({
  name: 'Akinyi Otieno',
  email: `akinyi-${++n}@example.co.ke`,
  subject: 'Point of sale for three shops',
  message: 'We sell hardware in Kisumu.\r\nStock should sync — even offline.',
  website: '',
  ...over,
});

/** The fields of the newsletter form. */
export const reader = () => ({ name: 'Baraka', email: `baraka-${++n}@example.co.ke` });

/** How many messages and subscribers the store holds. */
export async function stored() {
  const store = (await import('@/lib/server/store/default')).getStore();
  return {
    messages: (await store.listMessages()).length,
    subscribers: (await store.listSubscribers()).length,
  };
}

/** Where the answer sends the browser. */
export const location = (response: Response) => response.headers.get('location');

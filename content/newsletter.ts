/**
 * What the site says about its newsletter: the form, its pages, its mail and the chat all read
 * these words, so they never disagree about how joining and leaving work.
 */
export const newsletter = {
  promise:
    'One short email a month: practical notes on M-Pesa integrations, cloud costs and secure software. No spam; unsubscribe any time.',
  /** After a sign-up, beside the form's success text. */
  checkInbox: 'Check your inbox for a link to confirm.',
  howToJoin:
    'Enter your name and email in the newsletter form at the foot of any page. We then email you a link: open it and press "Confirm my subscription". Until you do, we send you nothing else, and an unconfirmed sign-up is deleted after 7 days.',
  howToLeave:
    'Every email from us has an unsubscribe link at the bottom, and most mail apps show an Unsubscribe button beside the sender: one click and you are off the list. You can also email us and we will remove you.',
} as const;

/** The widget's elements the server renders and the scripts find: the launcher and its panel. */
export const CHAT_IDS = {
  launcher: 'chat-launcher',
  panel: 'chat-panel',
  title: 'chat-title',
} as const;

/** Whether a popover is showing; false where the browser has no Popover API. */
export function isPopoverOpen(element: Element): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

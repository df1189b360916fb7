export type ChatMessage = { sender: 'user' | 'bot'; text: string };

const KEY = 'chat-conversation-v1';
/** Enough to pick up the thread on the next page, without growing forever. */
const MAX_KEPT = 60;

function isMessage(value: unknown): value is ChatMessage {
  const m = value as ChatMessage | null;
  return (m?.sender === 'user' || m?.sender === 'bot') && typeof m.text === 'string';
}

/** The conversation of this tab, if any; storage can be missing, full or tampered with. */
export function loadConversation(): ChatMessage[] | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return Array.isArray(parsed) && parsed.length > 0 && parsed.every(isMessage) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveConversation(messages: readonly ChatMessage[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(messages.slice(-MAX_KEPT)));
  } catch {
    // Private mode or a full quota: the chat still works, it just will not survive a reload.
  }
}

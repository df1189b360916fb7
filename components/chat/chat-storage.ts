export type HandoffReason = 'unanswered' | 'requested';
/** `handoff`: the reply offered to pass the question to a person (in this page only). */
export type ChatMessage = { sender: 'user' | 'bot'; text: string; handoff?: HandoffReason };

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
  // An offer is for the moment it was made: a conversation picked up on another page has none.
  const kept = messages.slice(-MAX_KEPT).map(({ sender, text }) => ({ sender, text }));
  try {
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Private mode or a full quota: the chat still works, it just will not survive a reload.
  }
}

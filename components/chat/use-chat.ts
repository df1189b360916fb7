'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { chatCopy } from './chat-copy';
import { loadConversation, saveConversation, type ChatMessage } from './chat-storage';
import { requestReply } from './chat-transport';

const greeting: ChatMessage = { sender: 'bot', text: chatCopy.greeting };

/** The conversation: kept for the tab's session, one question in flight at a time. */
export function useChat() {
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadConversation() ?? [greeting]);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => saveConversation(messages), [messages]);

  /** Sends a message; false when there was nothing to send or a reply is still awaited. */
  const send = useCallback((text: string): boolean => {
    const message = text.trim();
    if (!message || inFlight.current) return false;
    inFlight.current = true;
    setPending(true);
    setMessages((current) => [...current, { sender: 'user', text: message }]);
    void requestReply(message).then((reply) => {
      setMessages((current) => [...current, reply]);
      inFlight.current = false;
      setPending(false);
    });
    return true;
  }, []);

  /** Adds a message from the widget itself (not from the server). */
  const say = useCallback((text: string) => {
    setMessages((current) => [...current, { sender: 'bot', text }]);
  }, []);

  const hasAsked = messages.some((m) => m.sender === 'user');
  // The offer to pass the question on stands while it is the latest word in the conversation.
  const offerAt = messages.at(-1)?.handoff ? messages.length - 1 : -1;
  return { messages, pending, send, say, hasAsked, offerAt };
}

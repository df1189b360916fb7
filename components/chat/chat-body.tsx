'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { afterNextFrame } from '@/lib/after-frame';
import { CHAT_IDS, isPopoverOpen } from './chat-dom';
import { ChatStarter } from './chat-starter';

type ChatModule = typeof import('./chat-panel');

// The chat, its logic and its styles load on first need (the panel opens, or the launcher is
// hovered or focused): pages where nobody chats pay only for the form. A failed load is tried
// again at the next need.
let loading: Promise<ChatModule> | undefined;
function loadChat(): Promise<ChatModule> {
  loading ??= import('./chat-panel').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

type ToggleEvent = Event & { newState?: string };

const lost = (focused: Element | null, panel: HTMLElement) =>
  !focused || focused === document.body || panel.contains(focused);

/**
 * What the panel holds: the form for the team until the chat's script is there, then the chat,
 * unless the visitor has typed into the form (then it stays, with a way to switch). Adopts the
 * panel as the visitor left it before the scripts (open, text typed), moves focus into the chat
 * when the panel opens and back to the launcher when it closes from inside. `sendIcon` is the chat's
 * send button's icon, rendered by the server (components/ui/icon.tsx says why).
 */
export function ChatBody({ sendIcon }: { sendIcon: ReactNode }) {
  const [chat, setChat] = useState<ChatModule | null>(null);
  const [showChat, setShowChat] = useState(false);
  const [open, setOpen] = useState(false);
  const typed = useRef(false);

  // Once the frame that answers the hover, focus or opening is on screen: starting the download
  // adds the chat's script and stylesheet to the page, a few milliseconds on a phone that the open
  // panel would otherwise wait for.
  const want = useCallback(() => {
    afterNextFrame(() =>
      loadChat().then(
        (module) => {
          setChat(module);
          if (!typed.current) setShowChat(true);
        },
        () => undefined, // No chat this time: the form still works.
      ),
    );
  }, []);

  useEffect(() => {
    const panel = document.getElementById(CHAT_IDS.panel);
    const launcher = document.getElementById(CHAT_IDS.launcher);
    if (!panel || !launcher) return;
    let focusWasInside = false;
    const beforeToggle = (event: ToggleEvent) => {
      if (event.newState === 'closed') focusWasInside = panel.contains(document.activeElement);
    };
    const toggle = (event: ToggleEvent) => {
      const opened = event.newState === 'open';
      setOpen(opened);
      if (opened) want();
      // Focus was in the panel and went with it (Escape, the close button): back to the
      // launcher. Focus the visitor moved elsewhere (a tap on a link outside) stays there.
      else if (focusWasInside && lost(document.activeElement, panel)) launcher.focus();
    };
    panel.addEventListener('beforetoggle', beforeToggle);
    panel.addEventListener('toggle', toggle);
    // A mouse hovering on its way to a click. A finger's pointer enters as it touches, a frame
    // before its tap: the download started then would run ahead of the tap's click, and the
    // panel's opening starts it anyway.
    const hover = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') want();
    };
    launcher.addEventListener('pointerenter', hover);
    launcher.addEventListener('focus', want);
    // Opened before the scripts arrived: it stays open, and the chat comes.
    if (isPopoverOpen(panel)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM's state, adopted once
      setOpen(true);
      want();
    }
    return () => {
      panel.removeEventListener('beforetoggle', beforeToggle);
      panel.removeEventListener('toggle', toggle);
      launcher.removeEventListener('pointerenter', hover);
      launcher.removeEventListener('focus', want);
    };
  }, [want]);

  const close = useCallback(() => document.getElementById(CHAT_IDS.panel)?.hidePopover(), []);

  // Straight into the panel, below its header: the panel lays its parts out.
  return chat && showChat ? (
    <chat.ChatPanel open={open} onClose={close} sendIcon={sendIcon} />
  ) : (
    <ChatStarter
      onTyped={() => (typed.current = true)}
      onSwitch={chat ? () => setShowChat(true) : null}
    />
  );
}

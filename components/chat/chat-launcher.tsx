'use client';

import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import styles from './chat-launcher.module.css';

// The panel, its logic and its styles load on first use: pages that never chat pay only for this.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })));
const PANEL_ID = 'chat-panel';

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    launcher.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={launcher}
        type="button"
        className={styles.launcher}
        aria-label={open ? 'Close chat' : 'Chat with us'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={used ? PANEL_ID : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <Icon name={open ? 'close' : 'chat'} size={26} />
      </button>
      {used && (
        <Suspense fallback={null}>
          <ChatPanel id={PANEL_ID} open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

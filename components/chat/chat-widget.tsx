import { Icon } from '@/components/ui/icon';
import { ChatBody } from './chat-body';
import { chatCopy, launcherCopy } from './chat-copy';
import { CHAT_IDS } from './chat-dom';
import styles from './chat-widget.module.css';

/**
 * The floating chat: a launcher and its panel, both in the page's HTML. The panel is a popover
 * the launcher opens by itself (`popovertarget`), so it opens at the first tap, before and
 * without scripts; Escape, a tap outside and the close button close it. The launcher's icon and
 * name follow the panel from CSS: it holds one of each per state. What the panel holds is
 * `ChatBody`'s: a form for the team until the chat's script is there, then the chat. Every page
 * carries this markup in its first flight, so it is kept short (classes on the parts only).
 */
export function ChatWidget() {
  return (
    <>
      <button
        type="button"
        id={CHAT_IDS.launcher}
        popoverTarget={CHAT_IDS.panel}
        className={styles.launcher}
      >
        <span>
          <Icon name="chat" size={26} />
          <span className="visually-hidden">{launcherCopy.open}</span>
        </span>
        <span>
          <Icon name="close" size={26} />
          <span className="visually-hidden">{launcherCopy.close}</span>
        </span>
      </button>
      <div
        id={CHAT_IDS.panel}
        popover="auto"
        role="dialog"
        aria-labelledby={CHAT_IDS.title}
        className={styles.panel}
      >
        <div className={styles.header}>
          <h2 id={CHAT_IDS.title}>{chatCopy.title}</h2>
          <button
            type="button"
            popoverTarget={CHAT_IDS.panel}
            popoverTargetAction="hide"
            aria-label={launcherCopy.close}
          >
            <Icon name="close" size={20} />
          </button>
        </div>
        <ChatBody sendIcon={<Icon name="send" size={20} />} />
      </div>
    </>
  );
}

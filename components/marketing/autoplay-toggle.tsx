import { useSyncExternalStore, type ReactNode } from 'react';
import styles from './autoplay-toggle.module.css';

/** The toggle's two icons, rendered by the server (autoplay-icons.tsx). */
export type AutoplayIcons = { play: ReactNode; pause: ReactNode };

type AutoplayToggleProps = {
  stopped: boolean;
  icons: AutoplayIcons;
  onToggle: () => void;
  /** What rotates, for the button's name: "Pause slideshow" / "Play slideshow". */
  what: string;
  tone?: 'light' | 'dark';
  className?: string;
};

const subscribe = () => () => {};

/**
 * Lets the visitor stop automatic rotation for good (WCAG 2.2.2), not only while hovering. Until
 * the scripts run nothing rotates, so the button keeps its place but is not shown: no dead control,
 * and nothing moves when it appears.
 */
export function AutoplayToggle({
  stopped,
  icons,
  onToggle,
  what,
  tone = 'dark',
  className,
}: AutoplayToggleProps) {
  // False in the server's HTML and while hydrating, true from then on.
  const working = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <button
      type="button"
      className={[styles.toggle, styles[tone], className].filter(Boolean).join(' ')}
      onClick={onToggle}
      aria-label={`${stopped ? 'Play' : 'Pause'} ${what}`}
      data-working={working || undefined}
    >
      {/* The icon only once the button shows: its box keeps its place until then, and the page's
          HTML carries nothing it does not show. */}
      {working && (stopped ? icons.play : icons.pause)}
    </button>
  );
}

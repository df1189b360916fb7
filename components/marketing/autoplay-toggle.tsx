import { Icon } from '@/components/ui/icon';
import styles from './autoplay-toggle.module.css';

type AutoplayToggleProps = {
  stopped: boolean;
  onToggle: () => void;
  /** What rotates, for the button's name: "Pause slideshow" / "Play slideshow". */
  what: string;
  tone?: 'light' | 'dark';
};

/** Lets the visitor stop automatic rotation for good (WCAG 2.2.2), not only while hovering. */
export function AutoplayToggle({ stopped, onToggle, what, tone = 'dark' }: AutoplayToggleProps) {
  return (
    <button
      type="button"
      className={`${styles.toggle} ${styles[tone]}`}
      onClick={onToggle}
      aria-label={`${stopped ? 'Play' : 'Pause'} ${what}`}
    >
      <Icon name={stopped ? 'play' : 'pause'} size={16} />
    </button>
  );
}

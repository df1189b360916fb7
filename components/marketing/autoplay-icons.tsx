import { Icon } from '@/components/ui/icon';
import type { AutoplayIcons } from './autoplay-toggle';

/**
 * The pause button's icons, drawn by the server and handed to the carousels that show it
 * (components/ui/icon.tsx says why).
 */
export const autoplayIcons: AutoplayIcons = {
  play: <Icon name="play" size={16} />,
  pause: <Icon name="pause" size={16} />,
};

import { iconPaths, type IconName } from './icon-paths';

type IconProps = {
  name: IconName;
  size?: number;
  className?: string;
  /** Give a label only when the icon carries meaning on its own; otherwise it is hidden from AT. */
  label?: string;
};

/**
 * A line icon, drawn in the current text colour. Its stroke and fill come from the global `.icon`
 * rule rather than attributes on each `<svg>`, which would repeat in every page's HTML. For server
 * components: a client component takes its icons as elements from a server parent, since
 * importing this into one would put every icon's drawing into the page's scripts.
 */
export function Icon({ name, size = 24, className, label }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className ? `icon ${className}` : 'icon'}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}

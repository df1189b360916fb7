import { iconPaths, type IconName } from './icon-paths';

type IconProps = {
  name: IconName;
  size?: number;
  className?: string;
  /** Give a label only when the icon carries meaning on its own; otherwise it is hidden from AT. */
  label?: string;
};

export function Icon({ name, size = 24, className, label }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}

type BrandMarkProps = {
  size?: number;
  className?: string;
  /** The peak's colour: by default the text colour around it. */
  color?: string;
};

/**
 * The company's mark: a peak with its summit in gold. It is decoration beside the name or a
 * label, so it is hidden from assistive technology. The social preview cards draw it too.
 */
export function BrandMark({ size = 32, className, color = 'currentColor' }: BrandMarkProps) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} className={className} aria-hidden="true">
      <path d="M4 26 13 8l5 10 3-5 7 13H4Z" fill={color} />
      <path d="m13 8 2.5 5-2.5 1.5-2.5-1.5L13 8Z" fill="#f5a524" />
    </svg>
  );
}

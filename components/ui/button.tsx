import { SiteLink } from './site-link';
import type { ComponentProps } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'light';

/** One definition of the button look, shared by <button>, <SiteLink> and external <a>. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: 'md' | 'small' = 'md',
  extra?: string,
) {
  return [styles.button, styles[variant], size === 'small' ? styles.small : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

type Common = { variant?: ButtonVariant; size?: 'md' | 'small' };

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...rest
}: Common & ComponentProps<'button'>) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}

export function ButtonLink({
  variant,
  size,
  className,
  ...rest
}: Common & ComponentProps<typeof SiteLink>) {
  return <SiteLink className={buttonClass(variant, size, className)} {...rest} />;
}

/** A link that leaves the site in a new tab, safely. */
export function ExternalButtonLink({
  variant,
  size,
  className,
  ...rest
}: Common & ComponentProps<'a'>) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass(variant, size, className)}
      {...rest}
    />
  );
}

import { contactHref } from '@/content/site';
import type { Product } from '@/content/products';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-paths';
import { Countdown } from './countdown';
import styles from './coming-soon.module.css';

const promises: readonly { icon: IconName; text: string }[] = [
  { icon: 'money', text: 'M-Pesa (Daraja) and bank payments built in, reconciled automatically' },
  { icon: 'wifi', text: 'Keeps working on patchy connections and syncs when you are back online' },
  { icon: 'lock', text: 'Data hosted and handled in line with the Kenya Data Protection Act 2019' },
  { icon: 'support', text: 'Set-up, staff training and support from our team in Nairobi' },
];

/** The launch countdown, what to expect, and the early-access call to action. */
export function ComingSoon({ product }: { product?: Product }) {
  const subject = `${product?.name ?? 'Products'} early access`;
  return (
    <section className={styles.panel} aria-labelledby="launch-heading">
      <h2 id="launch-heading" className={styles.heading}>
        {product ? `${product.name} launches soon` : 'Our products launch soon'}
      </h2>
      <p className={styles.lead}>Time until launch</p>
      <Countdown />
      <ul className={styles.promises}>
        {promises.map(({ icon, text }) => (
          <li key={icon}>
            <Icon name={icon} size={22} className={styles.icon} />
            {text}
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        Want to try it first? Early-access partners help shape the product and get launch pricing.
      </p>
      <ButtonLink href={contactHref(subject)}>
        Get early access
        <Icon name="arrowRight" size={18} />
      </ButtonLink>
    </section>
  );
}

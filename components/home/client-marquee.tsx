import { SafeImage } from '@/components/ui/safe-image';
import type { ClientLogo } from '@/content/clients';
import styles from './client-marquee.module.css';

function LogoList({
  clients,
  duplicate = false,
}: {
  clients: readonly ClientLogo[];
  duplicate?: boolean;
}) {
  return (
    <ul
      className={`${styles.list} ${duplicate ? styles.duplicate : ''}`}
      aria-hidden={duplicate ? true : undefined}
    >
      {clients.map((client) => (
        <li key={client.name}>
          <SafeImage
            src={client.logo}
            alt={duplicate ? '' : client.name}
            width={client.width}
            height={client.height}
            className={styles.logo}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * A 30 s CSS loop of client logos (no JavaScript). The second copy only closes the loop, so it is
 * hidden from assistive technology; hover and reduced motion stop the movement.
 */
export function ClientMarquee({ clients }: { clients: readonly ClientLogo[] }) {
  return (
    <div className={styles.marquee}>
      <div className={styles.track}>
        <LogoList clients={clients} />
        <LogoList clients={clients} duplicate />
      </div>
    </div>
  );
}

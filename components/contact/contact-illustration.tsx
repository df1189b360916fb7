import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SafeImage } from '@/components/ui/safe-image';
import styles from './contact.module.css';

const SRC = '/images/contact/contact.svg';

/**
 * The contact artwork, drawn separately. The page is rendered at build time, so checking the
 * file here means a build without the artwork simply leaves it out instead of requesting a 404.
 */
export function ContactIllustration() {
  if (!existsSync(join(process.cwd(), 'public', SRC))) return null;
  return <SafeImage src={SRC} alt="" width={480} height={360} className={styles.illustration} />;
}

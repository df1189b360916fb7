import type { QrCode } from '@/lib/qr';
import styles from './team.module.css';

/** The QR code inline, drawn as the downloaded file draws it (lib/qr.ts). */
export function QrImage({ qr, label }: { qr: QrCode; label: string }) {
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

import { SafeImage } from '@/components/ui/safe-image';
import styles from './media-split.module.css';

type MediaSplitProps = {
  /** 720x560 artwork. */
  image: string;
  /** Empty when the picture only decorates the text beside it. */
  alt?: string;
  /** Put the picture after the text on wide screens. */
  reverse?: boolean;
  /** Right under the page hero, the picture is in the first screen: load it at once, first. */
  eager?: boolean;
  children: React.ReactNode;
};

/** Artwork beside text, stacked on phones. */
export function MediaSplit({
  image,
  alt = '',
  reverse = false,
  eager = false,
  children,
}: MediaSplitProps) {
  return (
    <div className={`${styles.split} ${reverse ? styles.reverse : ''}`}>
      <div className={styles.media}>
        <SafeImage
          src={image}
          alt={alt}
          width={720}
          height={560}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
        />
      </div>
      <div className={styles.text}>{children}</div>
    </div>
  );
}

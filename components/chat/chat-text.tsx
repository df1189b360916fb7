import { SiteLink } from '@/components/ui/site-link';
import { isInternal, parseRichText } from './rich-text';

/** A bot message with its links as real links; the text is never treated as HTML. */
export function ChatText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  return parseRichText(text).map((segment, i) => {
    if (segment.kind === 'text') return <span key={i}>{segment.text}</span>;
    if (isInternal(segment.href)) {
      return (
        <SiteLink key={i} href={segment.href} onClick={onNavigate}>
          {segment.text}
        </SiteLink>
      );
    }
    return (
      <a key={i} href={segment.href} target="_blank" rel="noopener noreferrer">
        {segment.text}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  });
}

'use client';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { qrSvg, type QrCode } from '@/lib/qr';
import { TEAM_API } from '@/lib/team-pages';
import { queryString } from './format';
import { LoadedView } from './loaded-view';
import { QrImage } from './qr-image';
import { useTeamData } from './use-team-data';
import { useTeamMember } from './team-member';
import styles from './team.module.css';

type Built = { url: string; qr: QrCode; pages: string[] };

/** How long typing may pause before the link is built again. */
const SETTLE_MS = 300;

/**
 * The shared-link builder. The server builds the link with `npm run link`'s own code and
 * SITE_URL, so the two always agree, and draws its QR code.
 */
export function LinkBuilder() {
  const member = useTeamMember();
  const [values, setValues] = useState({
    page: '/contact',
    subject: '',
    campaign: '',
    ref: member.ref,
  });
  const [query, setQuery] = useState(queryString(values));
  const [copied, setCopied] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(queryString(values)), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [values]);
  const [loaded] = useTeamData<Built>(`${TEAM_API.link}${query}`);
  // While the next link loads, the list holds the page chosen.
  const pages = loaded.state === 'ready' ? loaded.data.pages : [values.page];

  const download = useMemo(() => {
    if (loaded.state !== 'ready') return null;
    const svg = qrSvg(loaded.data.qr, `QR code of ${loaded.data.url}`);
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }, [loaded]);

  const field = (name: keyof typeof values, label: string, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={`link-${name}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`link-${name}`}
        className={styles.control}
        value={values[name]}
        disabled={name === 'subject' && values.page !== '/contact'}
        aria-describedby={hint ? `link-${name}-hint` : undefined}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      />
      {hint ? (
        <p id={`link-${name}-hint`} className={styles.muted}>
          {hint}
        </p>
      ) : null}
    </div>
  );

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Copied.');
    } catch {
      setCopied('Copying is not allowed here: select the link and copy it.');
    }
  }

  return (
    <section className={styles.card} aria-labelledby="builder-title">
      <h2 id="builder-title">Build a link to share</h2>
      <form className={styles.filters} onSubmit={(e) => e.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor="link-page" className={styles.label}>
            Page
          </label>
          <select
            id="link-page"
            className={styles.control}
            value={values.page}
            onChange={(e) => setValues({ ...values, page: e.target.value })}
          >
            {pages.map((page) => (
              <option key={page} value={page}>
                {page}
              </option>
            ))}
          </select>
        </div>
        {field('subject', 'Subject', 'Prefills the contact form (contact page only).')}
        {field('campaign', 'Campaign')}
        {field('ref', 'Ref', 'Who shares the link.')}
      </form>
      <LoadedView loaded={loaded}>
        {({ url, qr }) => (
          <div className={styles.page}>
            <p>
              <output
                htmlFor="link-page link-subject link-campaign link-ref"
                className={styles.link}
              >
                {url}
              </output>
            </p>
            <div className={styles.actions}>
              <Button type="button" onClick={() => void copy(url)}>
                Copy
              </Button>
              {download ? (
                <a href={download} download="shared-link-qr.svg">
                  Download the QR code (.svg)
                </a>
              ) : null}
              <span role="status" className={styles.muted}>
                {copied}
              </span>
            </div>
            <QrImage qr={qr} label={`QR code of ${url}`} />
          </div>
        )}
      </LoadedView>
    </section>
  );
}

import { ImageResponse } from 'next/og';
import { BrandMark } from '@/components/shell/brand-mark';
import { site } from '@/content/site';

export const ogSize = { width: 1200, height: 630 };

/** The social preview card: brand, page title and tagline on the navy brand background. */
export function renderOgImage(title: string, eyebrow: string = site.tagline) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        color: '#f3f6fb',
        background: 'linear-gradient(135deg, #0b1f3a 0%, #132c50 55%, #1651d0 130%)',
      }}
    >
      <div
        style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 34, fontWeight: 700 }}
      >
        <BrandMark size={56} color="#5b8cff" />
        {site.name}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 30, color: '#f5a524', fontWeight: 700 }}>{eyebrow}</div>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>
          {title}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 26, color: '#b9c4d6' }}>
        Software engineering · {site.address.label}
      </div>
    </div>,
    ogSize,
  );
}

import localFont from 'next/font/local';

// Self-hosted from npm (@fontsource-variable): builds need no network. Latin subset only,
// so each face is one preloaded file with a metric-matched fallback.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
});

export const jakarta = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-jakarta',
  display: 'swap',
  weight: '200 800',
});

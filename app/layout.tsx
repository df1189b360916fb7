import type { Metadata, Viewport } from 'next';
import { site } from '@/content/site';
import { env } from '@/lib/server/env';
import { Navbar } from '@/components/shell/navbar';
import { ConsultationButton } from '@/components/shell/consultation-button';
import { Footer } from '@/components/shell/footer';
import { LoadingScreen } from '@/components/shell/loading-screen';
import { CustomCursor } from '@/components/shell/custom-cursor';
import { ScrollToTop } from '@/components/shell/scroll-to-top';
import { ShellEffects } from '@/components/shell/shell-effects';
import { EarlyClicks } from '@/components/shell/early-clicks';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { ChatWidget } from '@/components/chat/chat-widget';
import { Icon } from '@/components/ui/icon';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: site.name, template: `${site.name} | %s` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
  // A file, not inline: Chromium asks for a page's icon only once the page has loaded, and inline
  // it cost every page about 240 compressed bytes of its first flight. PNGs (in the ICO that
  // scripts/favicon.mjs makes from public/icon.svg), not the SVG: Chromium fetches an ICO icon in
  // the browser itself, but an SVG icon in the page's renderer, which parses it as a document of
  // its own on the page's main thread, in a task that lands while the page's scripts start.
  icons: { icon: { url: '/favicon.ico', sizes: '48x48 32x32', type: 'image/x-icon' } },
};

export const viewport: Viewport = {
  themeColor: '#0b1f3a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-KE">
      <body>
        <EarlyClicks />
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <LoadingScreen />
        <Navbar brand={site.name} shortBrand={site.shortName}>
          <ConsultationButton />
        </Navbar>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer newsletter={<NewsletterForm />} />
        <ScrollToTop>
          <Icon name="arrowUp" size={22} />
        </ScrollToTop>
        <ChatWidget />
        <CustomCursor />
        <ShellEffects />
      </body>
    </html>
  );
}

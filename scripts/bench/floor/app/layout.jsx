// The framework floor of the benchmark: the smallest Next.js App Router page, built and measured
// by the same script as the site, so budgets can be ratios that hold on a noisy machine. Its one
// client component marks when the page is fully working, as the site's pages do.
import { FullyWorking } from './fully-working';

export const metadata = {
  title: 'Floor',
  description: 'A minimal Next.js page used as the benchmark floor.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        {children}
        <FullyWorking />
      </body>
    </html>
  );
}

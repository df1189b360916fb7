import 'server-only';
import type { MigrationStep } from '../driver';

export const step4: MigrationStep = {
  // Web Vitals of real visitors, one row per page view: the day, the route's pattern, the device
  // class, the connection and navigation type, and each metric's value and rating (with the
  // element behind LCP and INP). No URL, time of day, cookie, address or visitor id.
  // Independent of every other step, so it may run before or after any of them.
  id: 4,
  statements: (d) => [
    `CREATE TABLE vitals (
        id ${d.autoId},
        day TEXT NOT NULL,
        route TEXT NOT NULL,
        device TEXT NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
        connection TEXT CHECK (connection IN ('slow-2g', '2g', '3g', '4g')),
        navigation TEXT NOT NULL
          CHECK (navigation IN ('navigate', 'reload', 'back-forward', 'prerender')),
        lcp DOUBLE PRECISION,
        lcp_rating TEXT CHECK (lcp_rating IN ('good', 'needs-improvement', 'poor')),
        inp DOUBLE PRECISION,
        inp_rating TEXT CHECK (inp_rating IN ('good', 'needs-improvement', 'poor')),
        cls DOUBLE PRECISION,
        cls_rating TEXT CHECK (cls_rating IN ('good', 'needs-improvement', 'poor')),
        fcp DOUBLE PRECISION,
        fcp_rating TEXT CHECK (fcp_rating IN ('good', 'needs-improvement', 'poor')),
        ttfb DOUBLE PRECISION,
        ttfb_rating TEXT CHECK (ttfb_rating IN ('good', 'needs-improvement', 'poor')),
        lcp_element TEXT,
        inp_element TEXT
      )`,
    `CREATE INDEX vitals_day ON vitals (day)`,
  ],
};

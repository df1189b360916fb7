/**
 * Length caps for the browser's native validation. They mirror lib/schemas.ts, which the forms
 * cannot import without shipping zod to every page; tests/unit/contact-form.test.tsx checks
 * that the two agree.
 */
export const FIELD_MAX = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
} as const;

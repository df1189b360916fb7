import { NextResponse, type NextRequest } from 'next/server';
import { scriptHashesFor } from '@/lib/security/csp-manifest';
import { connectOriginsFrom, contentSecurityPolicy, NON_PAGE_POLICY } from '@/lib/security/policy';

const API_PATHS = /^\/(api\/|subscribe$)/;

const connectOrigins = connectOriginsFrom([
  process.env.NEXT_PUBLIC_API_BASE_URL,
  process.env.NEXT_PUBLIC_CONTACT_API_URL,
  process.env.NEXT_PUBLIC_CHAT_URL,
]);

/** Serves each page its own Content-Security-Policy, built from its inline-script hashes. */
export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  // The dev server evaluates code on the fly; the policy is for production builds.
  if (process.env.NODE_ENV === 'development') return response;
  const { pathname } = request.nextUrl;
  if (API_PATHS.test(pathname)) {
    response.headers.set('Content-Security-Policy', NON_PAGE_POLICY);
    return response;
  }
  const scriptHashes = scriptHashesFor(pathname);
  if (scriptHashes) {
    const maps = pathname === '/maps';
    response.headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({ scriptHashes, maps, connectOrigins }),
    );
  }
  return response;
}

export const config = {
  // Pages and API routes; not the build's static files or public assets, which run no script.
  matcher: [
    '/((?!_next/static|_next/image|.*\\.(?:svg|png|jpg|jpeg|webp|avif|ico|pdf|woff2|txt|xml)$).*)',
  ],
};

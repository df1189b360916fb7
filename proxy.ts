import { NextResponse, type NextRequest } from 'next/server';
import { scriptHashesFor } from '@/lib/security/csp-manifest';
import { connectOriginsFrom, contentSecurityPolicy } from '@/lib/security/policy';

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
  // Pages only: not the route handlers (their fixed policy is in next.config.ts), nor the build's
  // static files and public assets, which run no script.
  matcher: [
    '/((?!api/|subscribe$|_next/static|_next/image|.*\\.(?:svg|png|jpg|jpeg|webp|avif|ico|pdf|woff2|txt|xml)$).*)',
  ],
};

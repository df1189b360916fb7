// Runs once when the server starts: a bad environment stops it with one clear line per variable.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./lib/server/check-env');
}

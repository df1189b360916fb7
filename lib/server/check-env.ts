import 'server-only';
import { parseEnv } from './env';
import { checkLeadStorage } from './lead-storage';

try {
  parseEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// The build refused what would lose every lead; at start, say what would still lose some.
if (process.env.NODE_ENV === 'production') {
  for (const warning of checkLeadStorage(process.env).warnings) console.warn(`Warning: ${warning}`);
}

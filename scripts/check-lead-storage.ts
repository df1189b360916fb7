// The build's first step: refuse a serverless deploy that would lose leads, warn about one that
// would lose their mail or their storage. Reads the same .env files as `next build`.
import { loadEnvConfig } from '@next/env';
import { checkLeadStorage } from '@/lib/server/lead-storage';

loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
const { refusal, warnings } = checkLeadStorage(process.env);
for (const warning of warnings) console.warn(`Warning: ${warning}`);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

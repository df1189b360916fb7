import 'server-only';
import { parseEnv } from './env';

try {
  parseEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

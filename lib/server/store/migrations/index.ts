import 'server-only';
import type { MigrationStep } from '../driver';
import { step1 } from './1-first-tables';
import { step2 } from './2-outbox';
import { step3 } from './3-team';
import { step4 } from './4-vitals';

/**
 * The database's schema, step by step (one file each). Ordered and append-only: a deployed step is
 * never edited, a change is a new step in a new file, added at the end of this list.
 */
export const migrations: readonly MigrationStep[] = [step1, step2, step3, step4];

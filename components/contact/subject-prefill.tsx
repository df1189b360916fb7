'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { subjectFromQuery } from './subject';

/**
 * Reads `?subject=` and hands it to the form. It is its own leaf, inside <Suspense>, so the
 * contact page and the form itself stay in the static HTML.
 */
export function SubjectPrefill({ onSubject }: { onSubject: (subject: string) => void }) {
  const subject = subjectFromQuery(useSearchParams().get('subject'));
  useEffect(() => {
    if (subject) onSubject(subject);
  }, [subject, onSubject]);
  return null;
}

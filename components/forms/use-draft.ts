'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { inOwnTask } from '@/lib/after-frame';
import { parseDraft, serializeDraft, type Draft } from '@/lib/draft';

/** How long typing may pause before the draft is saved. */
const SAVE_AFTER_MS = 400;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage refused (some private modes): the form works, without drafts
  }
}

/** The named fields' text in a form. */
export function fieldsOf(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')]));
}

/**
 * A form's unsent draft, kept in localStorage under `key` as the visitor types, so that words
 * survive a failed send, a closed tab or a lost connection. A draft found when the form first
 * shows is offered (`offer`), never sent or filled in by itself: the visitor decides. `clear()`
 * after a successful send (and on discard) removes it.
 */
export function useDraft(key: string, names: readonly string[]) {
  // `checked`: storage has been looked at (after hydration); until then no offer can be known.
  const [found, setFound] = useState<{ checked: boolean; offer: Draft | null }>({
    checked: false,
    offer: null,
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    // Storage exists only in the browser, after hydration: read during rendering, it would not
    // match the server's HTML. Read in a task of its own: a page's first read of localStorage
    // waits for the browser to load it, which the first commit's effects need not wait for.
    const cancelRead = inOwnTask(() => {
      const stored = storage()?.getItem(key) ?? null;
      const draft = parseDraft(stored, names);
      if (!draft && stored !== null) storage()?.removeItem(key); // old or damaged: not ours to keep
      setFound({ checked: true, offer: draft });
    });
    return () => {
      cancelRead();
      clearTimeout(timer.current);
    };
    // The names are a constant of each form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  /**
   * Saves the form's fields now (before sending), or after a pause in typing (`soon`), with when
   * the form was first shown (`startedAt`).
   */
  const save = useCallback(
    (form: HTMLFormElement, startedAt: number, soon = false) => {
      clearTimeout(timer.current);
      const write = () => {
        const text = serializeDraft(fieldsOf(form, names), { savedAt: Date.now(), startedAt });
        try {
          if (text) storage()?.setItem(key, text);
          else storage()?.removeItem(key);
        } catch {
          // Full: the draft is not kept, the form still works.
        }
      };
      if (soon) timer.current = setTimeout(write, SAVE_AFTER_MS);
      else write();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    storage()?.removeItem(key);
    setFound({ checked: true, offer: null });
  }, [key]);

  const dismissOffer = useCallback(() => setFound({ checked: true, offer: null }), []);
  return { ...found, dismissOffer, save, clear };
}

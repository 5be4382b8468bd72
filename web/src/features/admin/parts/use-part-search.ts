/**
 * The parts search as staff type, or a barcode scanner types (the code, then Enter): the server is
 * asked once the typing pauses, or at once on Enter; only the answer to the latest text is shown.
 * Enter opens a part once the answer to the text as typed has come: the part whose barcode is that
 * text, else the only part found.
 */
import { useEffect, useRef, useState } from 'react';
import { AdminPartsDocument } from '../../../gql/graphql';
import { usePagedList } from '../ui/paged-list';
import { partForEnter } from './part-draft';

/** The pause in typing after which the server is asked. */
const SEARCH_PAUSE_MS = 200;

export function usePartSearch(open: (id: string) => void) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  /** The text Enter was pressed on, until its answer has come. */
  const [entered, setEntered] = useState<string | null>(null);
  const opener = useRef(open);
  useEffect(() => {
    opener.current = open;
  });

  useEffect(() => {
    const timer = window.setTimeout(() => setQ(text.trim()), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const pages = usePagedList(AdminPartsDocument, 'parts', 'Part', { q: q || null });
  // `data` is the answer to the current text only (none while it loads).
  const answer = pages.data?.parts.items;

  useEffect(() => {
    if (entered === null || entered !== q || !answer) return;
    setEntered(null);
    const id = partForEnter(answer, entered);
    if (id) opener.current(id);
  }, [entered, q, answer]);

  return {
    text,
    q,
    pages,
    /** Typed text not yet asked for, or asked for and not yet answered: the list shown is the previous one. */
    settling: text.trim() !== q || pages.stale,
    type: setText,
    /** Enter in the search (or a code read by the camera): ask now, and open the part it names once answered. */
    enter(value = text) {
      const typed = value.trim();
      if (!typed) return;
      setText(value);
      setQ(typed);
      setEntered(typed);
    },
  };
}

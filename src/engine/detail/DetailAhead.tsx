import { Activity, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Identifier, RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { whenIdle } from '@/ui/whenIdle';
import { primeRowAccess } from '../list/rowAccess';
import type { ResourceDefinition } from '../types';
import { DetailPanel } from './detailPanel';
import { useLatest } from '@/hooks/useLatest';

const noop = () => undefined;
/** How long the page's later work waits for the hidden render at most (one that suspends, say). */
const READIED_AT_LATEST_MS = 3000;

export interface DetailAheadProps {
  definition: ResourceDefinition;
  records: RaRecord[];
  selectedId?: Identifier;
  /** Called once, at the browser's first idle moment after the click has been readied (or a record opened). */
  onReadied?: () => void;
}

/**
 * What a resource's page does ahead of a row's click, so that the record shows in the click's first
 * frame (issue 41), as the stock react-admin app shows its list's record at once. Mounted once the list
 * has rows and the detail's code has come (ResourcePage), with each page of them:
 * - each page's access answers (edit, delete) are asked in one call (rowAccess.ts);
 * - the detail renders the first row's record once, at once, hidden and out of the document (no effects
 *   run, so no calls; nothing a person, a screen reader or a test can find), so that the first click finds
 *   its code compiled and its styles in the page. Dropped once a record has been opened.
 * - once that render has been done, `onReadied`: what the page holds back until then (its lazy controls)
 *   comes after a row's first click is ready, not in its way. React renders hidden content when nothing
 *   else waits and starts it again after any other update: on a slowed CPU the controls, shown at the
 *   first idle moment, had put it 600 ms after the rows, and a click 300 ms after them found it cold (issue 63).
 */
export default function DetailAhead({ definition, records, selectedId, onReadied }: DetailAheadProps) {
  const queryClient = useQueryClient();
  useEffect(() => void primeRowAccess(queryClient, definition, records), [queryClient, definition, records]);
  const [sample] = useState(records[0]);
  const [opened, setOpened] = useState(selectedId !== undefined);
  if (selectedId !== undefined && !opened) setOpened(true);
  const [container] = useState(() => document.createElement('div'));
  const readied = useReadied(onReadied);
  // Opened (or nothing to render ahead), the click no longer waits: the page's later work comes.
  const waiting = !opened && !!sample;
  useEffect(() => {
    if (!waiting) return readied();
    const timer = setTimeout(readied, READIED_AT_LATEST_MS);
    return () => clearTimeout(timer);
  }, [waiting, readied]);
  if (!waiting) return null;
  return createPortal(
    <Activity mode="hidden">
      <DetailPanel definition={definition} id={sample.id} closing={false} tab={0} onTab={noop} onClose={noop} />
      {/* Rendered after the panel's tree (React renders depth first): the hidden render has been done. */}
      <Rendered onRender={readied} />
    </Activity>,
    container,
  );
}

/** `onReadied` once, at the next idle moment after the first call of what this answers (stable). */
function useReadied(onReadied: (() => void) | undefined): () => void {
  const latest = useLatest(onReadied);
  const [readied] = useState(() => {
    let called = false;
    return () => {
      if (called) return;
      called = true;
      // A task, not this render's own work: the call may come from a render (Rendered).
      setTimeout(() => whenIdle(() => latest.current?.()));
    };
  });
  return readied;
}

/** Calls `onRender` as it renders: a hidden tree runs no effects, so its render is the only sign it was done. */
function Rendered({ onRender }: { onRender: () => void }) {
  onRender();
  return null;
}

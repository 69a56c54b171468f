import { Activity, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Identifier, RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { whenIdle } from '@/ui/whenIdle';
import { primeRowAccess } from '../list/rowAccess';
import type { ResourceDefinition } from '../types';
import { DetailPanel } from './detailPanel';

const noop = () => undefined;

export interface DetailAheadProps {
  definition: ResourceDefinition;
  records: RaRecord[];
  selectedId?: Identifier;
  /** Called at the browser's first idle moment after the click has been readied (again only if it changes). */
  onReadied?: () => void;
}

/**
 * What a resource's page does ahead of a row's click, so that the record shows in the click's first
 * frame (issue 41), as the stock react-admin app shows its list's record at once. Mounted once the list
 * has rows (ResourcePage), with each page of them:
 * - each page's access answers (edit, delete) are asked in one call (rowAccess.ts);
 * - with the detail's code there (ResourcePage fetches it with this module's), the detail renders the first
 *   row's record once, when the browser is next idle, hidden and out of the document (no
 *   effects run, so no calls; nothing a person, a screen reader or a test can find), so that the first
 *   click finds its code compiled and its styles in the page. Dropped once a record has been opened.
 * - once that is done (the next idle moment comes after React's hidden render), `onReadied`: what the page
 *   holds back until then comes after a row's first click is ready, not in its way.
 */
export default function DetailAhead({ definition, records, selectedId, onReadied }: DetailAheadProps) {
  const queryClient = useQueryClient();
  useEffect(() => void primeRowAccess(queryClient, definition, records), [queryClient, definition, records]);
  // The detail's code is there (ResourcePage loads it with this): its hidden render waits for an idle moment.
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  useEffect(() => (idle && onReadied ? whenIdle(onReadied) : undefined), [idle, onReadied]);
  const [sample] = useState(records[0]);
  const [opened, setOpened] = useState(selectedId !== undefined);
  if (selectedId !== undefined && !opened) setOpened(true);
  const [container] = useState(() => document.createElement('div'));
  if (!idle || opened || !sample) return null;
  return createPortal(
    <Activity mode="hidden">
      <DetailPanel definition={definition} id={sample.id} closing={false} tab={0} onTab={noop} onClose={noop} />
    </Activity>,
    container,
  );
}

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { ListSlotProps } from '@/engine/types';
import { useFiltersParam } from '@/filters/useFiltersParam';
import { subscribe } from '@/realtime/channels';
import { useRealtimeConnected } from '@/realtime/useRealtime';

/**
 * New events from the realtime channel (spec 2, Events). On the first page of the unfiltered list in its
 * own order (newest first) they appear at the top at once; anywhere else they wait behind an "N new
 * events" button that brings the list back to where they show. A Live chip says when events arrive.
 */
export default function LiveEvents({ definition }: ListSlotProps) {
  const translate = useTranslate();
  const { page, setPage, sort, setSort, refetch } = useListContext();
  // The search bar's filters live in the address (the list hands them to react-admin as its filter).
  const [applied, applyFilters] = useFiltersParam();
  const connected = useRealtimeConnected();
  const queryClient = useQueryClient();
  const [listening, setListening] = useState(false);
  const [waiting, setWaiting] = useState(0);
  const wanted = definition.sort;
  const atTop =
    page === 1 && applied.length === 0 && (!wanted || (sort?.field === wanted.field && sort?.order === wanted.order));

  // Read by the channel's handler, which is subscribed once.
  const state = useRef({ atTop, refetch });
  state.current = { atTop, refetch };
  useEffect(() => {
    const off = subscribe('events', () => {
      if (state.current.atTop) {
        void state.current.refetch();
        return;
      }
      // The page in view stays as it is; every page read before is out of date (read again when shown).
      void queryClient.invalidateQueries({ queryKey: [definition.name, 'getList'], refetchType: 'none' });
      setWaiting((n) => n + 1);
    });
    setListening(true);
    return () => {
      off();
      setListening(false);
    };
  }, [queryClient, definition.name]);
  // Back where new events show (by the button or by hand): none waits any more.
  useEffect(() => {
    if (atTop) setWaiting(0);
  }, [atTop]);

  return (
    <>
      {listening && connected && (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          icon={<FiberManualRecordIcon />}
          label={translate('app.resources.events.live')}
          title={translate('app.resources.events.liveHint')}
        />
      )}
      {waiting > 0 && (
        <Button
          variant="contained"
          color="secondary"
          size="small"
          startIcon={<FiberNewIcon />}
          onClick={() => {
            // Both live in the address; the updates of one click compose (useUpdateParams).
            applyFilters([]);
            if (wanted) setSort(wanted);
            setPage(1);
          }}
        >
          {translate('app.resources.events.newEvents', { smart_count: waiting })}
        </Button>
      )}
    </>
  );
}

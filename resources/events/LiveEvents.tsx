import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { ListSlotProps } from '@/engine/types';
import { useFiltersParam } from '@/filters/useFiltersParam';
import { subscribe } from '@/realtime/channels';
import { coalesce } from '@/realtime/coalesce';
import { useRealtimeConnected } from '@/realtime/useRealtime';

// An event's title in its detail (index.ts) comes in this chunk, there before any event opens: a chunk of its own
// would add its file to the start-up code's preload lists (47 B more on the Users page, tests/unit/bundle-budget).
export { default as EventTitle } from './EventTitle';

/** At most one read of the page in view a second, however fast events come (issue 41: 100 a second). */
const READ_GAP_MS = 1000;
/** The "N new events" count is brought up to date this often, not once per event. */
const COUNT_GAP_MS = 250;

/**
 * New events from the realtime channel (spec 2, Events). On the first page of the unfiltered list in its
 * own order (newest first) they appear at the top, read at most once a second; anywhere else, or once the
 * person pauses the list to read it, they wait behind an "N new events" button that brings the list back to
 * where they show. A Live chip says when events arrive.
 */
export default function LiveEvents({ definition }: ListSlotProps) {
  const translate = useTranslate();
  const { page, setPage, sort, setSort, refetch } = useListContext();
  // The search bar's filters live in the address (the list hands them to react-admin as its filter).
  const [applied, applyFilters] = useFiltersParam();
  const connected = useRealtimeConnected();
  const queryClient = useQueryClient();
  const [listening, setListening] = useState(false);
  const [paused, setPaused] = useState(false);
  const [waiting, setWaiting] = useState(0);
  const wanted = definition.sort;
  const atTop =
    page === 1 && applied.length === 0 && (!wanted || (sort?.field === wanted.field && sort?.order === wanted.order));
  const live = atTop && !paused;

  // Read by the channel's handler, which is subscribed once.
  const state = useRef({ live, refetch });
  // eslint-disable-next-line react-hooks/refs -- the latest value for a callback made once; read when it is called, never during render
  state.current = { live, refetch };
  useEffect(() => {
    const read = coalesce(() => state.current.refetch(), READ_GAP_MS);
    let arrived = 0;
    const count = coalesce(() => {
      const n = arrived;
      arrived = 0;
      // The page in view stays as it is; every page read before is out of date (read again when shown).
      void queryClient.invalidateQueries({ queryKey: [definition.name, 'getList'], refetchType: 'none' });
      setWaiting((w) => w + n);
    }, COUNT_GAP_MS);
    const off = subscribe('events', () => {
      if (state.current.live) return read.request();
      arrived++;
      count.request();
    });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the socket is listened to once the effect has subscribed
    setListening(true);
    return () => {
      off();
      read.cancel();
      count.cancel();
      setListening(false);
    };
  }, [queryClient, definition.name]);
  // Back where new events show by hand (another page, the filters cleared): none waits any more.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- going live again clears the count of events held back
    if (live) setWaiting(0);
  }, [live]);
  /** Live again on the page in view (Resume, or the button while paused at the top): what waited is read. */
  const resume = () => {
    setPaused(false);
    if (waiting > 0) void refetch();
    setWaiting(0);
  };

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
      {listening && connected && atTop && (
        <Button
          size="small"
          startIcon={paused ? <PlayArrowIcon /> : <PauseIcon />}
          title={translate(paused ? 'app.resources.events.resumeHint' : 'app.resources.events.pauseHint')}
          onClick={() => (paused ? resume() : setPaused(true))}
        >
          {translate(paused ? 'app.resources.events.resume' : 'app.resources.events.pause')}
        </Button>
      )}
      {waiting > 0 && (
        <Button
          variant="contained"
          color="secondary"
          size="small"
          startIcon={<FiberNewIcon />}
          onClick={() => {
            if (atTop) return resume();
            setPaused(false);
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

import Dialog from '@mui/material/Dialog';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useGetOne, useTranslate, type Identifier } from 'react-admin';
import { usePainted } from '@/ui/usePainted';
import { focusAfterPaint } from '@/ui/focusAfterPaint';
import WaitProgress from '@/ui/WaitProgress';
import { PANEL_FADE_MS, SIDE_PANEL_WIDTH } from '@/constants';
import { titleOf } from '../fields/lookup';
import type { ResourceDefinition } from '../types';
import DetailLoading from './DetailLoading';
import RecordDetail, { DETAIL_TITLE_ID } from './RecordDetail';

/**
 * Where the selected record shows: a 340 px side panel beside the list on wide screens, a full-screen
 * dialog on narrow ones. It fades out (PANEL_FADE_MS) before the selection clears.
 */
export interface DetailContainerProps {
  definition: ResourceDefinition;
  id: Identifier;
  closing: boolean;
  tab: number;
  onTab: (index: number) => void;
  onClose: () => void;
}

export default function DetailContainer({ definition, id, closing, tab, onTab, onClose }: DetailContainerProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  // A record that no longer exists (deleted, wrong address) closes the panel; the adapter reported the error.
  // The record itself carries more than its list row (a user's organizations): the row, which react-admin
  // keeps under this key from the list, shows at once, and the record is always asked for beside it.
  // It is asked once the panel has painted: the request's start alone (the browser's fetch) took 3 ms of
  // the click's work (issue 41).
  const painted = usePainted();
  const { data: record, isFetching } = useGetOne(
    definition.name,
    { id },
    { onError: onClose, staleTime: 0, enabled: painted },
  );
  // Opened from a list row (by Enter or a click), the panel takes the focus, so the keyboard goes on
  // in it and Escape closes it; opened from an address, the focus stays where it is. It takes it once the
  // click's frame has painted (a key pressed before then is the panel's all the same).
  const aside = useRef<HTMLElement>(null);
  const hasRecord = !!record;
  useEffect(() => {
    if (hasRecord && document.activeElement?.closest('tbody')) return focusAfterPaint(() => aside.current);
  }, [hasRecord, id]);

  // Until the record (or the detail's code) is there, the panel shows where it will be, at once (issue
  // 42); while the record is read afresh (the list's row shows meanwhile) progress lies over its top edge.
  const Custom = definition.slots?.detail;
  // The same element while only the progress changes: the record read afresh starts in the click's first
  // frame, and re-rendering the whole detail for its progress bar doubled that frame's work (issue 41).
  const detail = useMemo(() => {
    const loading = <DetailLoading onClose={onClose} />;
    if (!record) return loading;
    return Custom ? (
      <Suspense fallback={loading}>
        <Custom definition={definition} record={record} onClose={onClose} tab={tab} onTab={onTab} />
      </Suspense>
    ) : (
      <RecordDetail definition={definition} record={record} tab={tab} onTab={onTab} onClose={onClose} />
    );
  }, [Custom, definition, record, tab, onTab, onClose]);
  const content = (
    <>
      {record && isFetching && <WaitProgress />}
      {detail}
    </>
  );

  if (narrow) {
    return (
      <Dialog
        fullScreen
        open={!closing}
        onClose={onClose}
        transitionDuration={PANEL_FADE_MS}
        // The dialog (its paper) is named by the record, or by its kind while the record is on its way: the
        // generic detail's heading names it, as it reads (a title slot's words, in the person's language).
        slotProps={{
          paper:
            record && !Custom
              ? { 'aria-labelledby': DETAIL_TITLE_ID }
              : { 'aria-label': record ? titleOf(definition, record) : translate(definition.texts.singular) },
        }}
      >
        {content}
      </Dialog>
    );
  }
  return (
    // It shows at once when opened (issue 41: the record is what the person asked for) and fades as it closes.
    <Fade in={!closing} timeout={PANEL_FADE_MS} appear={false}>
      <Paper
        component="aside"
        ref={aside}
        tabIndex={-1}
        aria-label={definition.name}
        variant="outlined"
        // Escape closes the panel as it closes the dialog on narrow screens.
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !e.defaultPrevented) onClose();
        }}
        sx={{
          width: SIDE_PANEL_WIDTH,
          flexShrink: 0,
          alignSelf: 'flex-start',
          // Held 8 px below the fixed app bar (APP_BAR_HEIGHT, 47) while the page scrolls, its own
          // content scrolling inside.
          position: 'sticky',
          top: 55,
          maxHeight: 'calc(100vh - 63px)',
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
        }}
      >
        {content}
      </Paper>
    </Fade>
  );
}

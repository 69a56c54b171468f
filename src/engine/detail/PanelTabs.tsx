import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { SxProps, Theme } from '@mui/material/styles';
import NoScrollbarMeasure from '@/ui/NoScrollbarMeasure';
import { useSecondPass } from '@/ui/useSecondPass';

/** The strip's height: MUI's 48 px tabs, made 40 to fit the 340 px panel. */
const STRIP_HEIGHT = 40;

/**
 * The tabs of a record's 340 px panel (issue 42): MUI's tabs are at least 90 px wide and in capitals, so
 * four of them ran past the panel, cut ("SESSIO…") with History behind a scroll arrow. Sized to their
 * labels, in the labels' own case, they fit; the strip stays scrollable (by swipe, wheel or arrow keys,
 * without arrow buttons, which took 80 px of it) for a longer translation.
 */
const PANEL_TABS_SX: SxProps<Theme> = {
  minHeight: STRIP_HEIGHT,
  flexShrink: 0,
  // 10 px above and below the label (MUI's 12 made the strip 42 px, taller than the place it is given).
  '& .MuiTab-root': { minWidth: 0, minHeight: STRIP_HEIGHT, px: 1.25, py: 1.25, textTransform: 'none' },
};

/**
 * A record panel's tab strip: scrollable without arrow buttons, and no scrollbar measure (NoScrollbarMeasure).
 * It comes in the panel's second pass (issue 41): MUI's tabs place their indicator by measuring the strip once
 * mounted, a forced layout of the whole page (the list beside the panel narrows) that, in the click's first
 * frame, cost 5–14 ms before the record showed. The first frame holds the strip's place, so nothing moves.
 */
export default function PanelTabs({
  labels,
  value,
  onChange,
}: {
  labels: readonly string[];
  value: number;
  onChange: (index: number) => void;
}) {
  const shown = useSecondPass();
  if (!shown) return <Box sx={{ height: STRIP_HEIGHT, flexShrink: 0 }} />;
  return (
    <Tabs
      value={value}
      onChange={(_, index: number) => onChange(index)}
      variant="scrollable"
      scrollButtons={false}
      slots={{ scrollbar: NoScrollbarMeasure }}
      sx={PANEL_TABS_SX}
    >
      {labels.map((label) => (
        <Tab key={label} label={label} />
      ))}
    </Tabs>
  );
}

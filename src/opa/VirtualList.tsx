import Box from '@mui/material/Box';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';

/** Below this many rows a column renders them all: cheaper than measuring, and nothing to scroll away. */
export const VIRTUALIZE_FROM = 80;

/**
 * A column's rows in their own scrolling box, virtualised when there are many (hundreds of roles or
 * resource keys): only the rows in view, plus a few, are in the page. Rows may differ in height
 * (wrapped chips); each is measured once shown. The selected row is scrolled into view once, when the
 * list first arrives (a link to /opa?roleID=…).
 */
export default function VirtualList<T>({
  items,
  label,
  estimateSize,
  itemKey,
  itemLabel,
  selectedIndex = -1,
  children,
}: {
  items: T[];
  /** The list's accessible name. */
  label: string;
  /** A row's usual height in px. */
  estimateSize: number;
  itemKey: (item: T) => string | number;
  /** A row's accessible name. */
  itemLabel?: (item: T) => string;
  selectedIndex?: number;
  children: (item: T) => ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = items.length >= VIRTUALIZE_FROM;
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is not memoised by the compiler: the component is left as written
  const virtualizer = useVirtualizer({
    count: virtual ? items.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => itemKey(items[index]),
    overscan: 8,
  });

  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || !items.length) return;
    scrolled.current = true;
    if (selectedIndex < 0) return;
    if (virtual) virtualizer.scrollToIndex(selectedIndex, { align: 'center' });
    else scroller.current?.querySelectorAll('[role="listitem"]')[selectedIndex]?.scrollIntoView?.({ block: 'nearest' });
  }, [items.length, selectedIndex, virtual, virtualizer]);

  return (
    <Box ref={scroller} role="list" aria-label={label} sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      {virtual ? (
        <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((row) => (
            <Box
              key={row.key}
              role="listitem"
              aria-label={itemLabel?.(items[row.index])}
              data-index={row.index}
              ref={virtualizer.measureElement}
              sx={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start}px)` }}
            >
              {children(items[row.index])}
            </Box>
          ))}
        </Box>
      ) : (
        items.map((item) => (
          <Box key={itemKey(item)} role="listitem" aria-label={itemLabel?.(item)}>
            {children(item)}
          </Box>
        ))
      )}
    </Box>
  );
}

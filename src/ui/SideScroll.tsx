import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** Which sides of a horizontally scrolling box have more content beyond its edge. */
function sidesBeyond(box: HTMLElement) {
  // A pixel of slack: zoomed pages round scroll positions to fractions.
  return {
    left: box.scrollLeft > 1,
    right: box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
  };
}

const shade = (side: 'left' | 'right') => ({
  position: 'absolute' as const,
  top: 0,
  bottom: 0,
  [side]: 0,
  width: 24,
  pointerEvents: 'none' as const,
  zIndex: 3,
  background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, rgba(0, 0, 0, 0.18), rgba(0, 0, 0, 0))`,
});

/**
 * A box wider content scrolls in sideways, never the page (WCAG 1.4.10, 390 px), with a shade on each
 * edge that has more beyond it (issue 42): a clipped column says that the table goes on.
 */
export default function SideScroll({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [beyond, setBeyond] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    if (!box.current) return;
    const next = sidesBeyond(box.current);
    setBeyond((now) => (now.left === next.left && now.right === next.right ? now : next));
  }, []);

  // The content's width follows what it shows (rows loaded, columns chosen): measured after each render,
  // in the next frame, where the sizes read are the layout the frame makes anyway. Read in the effect,
  // they made the browser lay out the whole page there, before the list's first paint and the effects
  // that change it after: a cold open of /users 6–10 % sooner on a CPU slowed 4x (docs/benchmarks.md). On a
  // phone, where the shade then comes a frame after the rows, Lighthouse's simulation scores it lower while the
  // page shows sooner (stop 81 there): kept for the person's wait.
  useEffect(() => {
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  });
  useEffect(() => {
    const element = box.current;
    // (jsdom, under the component tests, has no ResizeObserver.)
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The box's width follows the window's and the menu's.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <Box sx={{ position: 'relative', maxWidth: '100%' }}>
      <Box
        ref={box}
        onScroll={measure}
        data-side-scroll
        sx={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}
      >
        {children}
      </Box>
      {beyond.left && <Box aria-hidden data-scroll-shade="left" sx={shade('left')} />}
      {beyond.right && <Box aria-hidden data-scroll-shade="right" sx={shade('right')} />}
    </Box>
  );
}

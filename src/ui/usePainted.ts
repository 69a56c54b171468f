import { useEffect, useState } from 'react';
import { afterPaint } from './afterPaint';

/**
 * False in a component's first frame, true once that frame has painted: what can wait for the paint (a
 * request, code the frame does not show) starts then, not in the frame's own work.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}

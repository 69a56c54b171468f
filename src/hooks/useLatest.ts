import { useRef, type RefObject } from 'react';

/**
 * A ref to `value` as of the last render, for a function made once (a listener, a timer, a memoised
 * callback) to read when it is called, never during render. Written in render, not in an effect, so that
 * an event handled before this render's effects run still reads it. The one place for the pattern.
 */
export function useLatest<T>(value: T): Readonly<RefObject<T>> {
  const latest = useRef(value);
  // eslint-disable-next-line react-hooks/refs -- the latest value for a function made once; read when it is called, never during render
  latest.current = value;
  return latest;
}

import { renderHook } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { useLatest } from '@/hooks/useLatest';

it('gives a function made once the value of the last render, through the same ref', () => {
  const { result, rerender } = renderHook(
    ({ value }) => {
      const latest = useLatest(value);
      // Made in the first render only, as a listener or a timer is.
      const [read] = useState(() => () => latest.current);
      return { latest, read };
    },
    { initialProps: { value: 'first' } },
  );
  const ref = result.current.latest;
  expect(result.current.read()).toBe('first');
  rerender({ value: 'second' });
  expect(result.current.read()).toBe('second');
  expect(result.current.latest).toBe(ref);
});

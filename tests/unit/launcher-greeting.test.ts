import { describe, expect, it } from 'vitest';
import { greetingFor } from '@/launcher/greeting';

const at = (h: number, m = 0) => new Date(2026, 10, 20, h, m);

describe('launcher greeting (thresholds at 12 and 17)', () => {
  it.each([
    [at(0), 'morning'],
    [at(11, 59), 'morning'],
    [at(12), 'afternoon'],
    [at(16, 30), 'afternoon'],
    [at(17), 'afternoon'],
    [at(17, 1), 'evening'],
    [at(23, 59), 'evening'],
  ])('%s → %s', (date, greeting) => expect(greetingFor(date)).toBe(greeting));
});

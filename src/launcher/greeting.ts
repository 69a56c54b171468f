import { GREETING_AFTERNOON_HOUR, GREETING_EVENING_HOUR } from '@/constants';

export type Greeting = 'morning' | 'afternoon' | 'evening';

/** Good Morning before 12:00, Good Afternoon from 12:00 to 17:00, Good Evening after 17:00 (spec 2). */
export function greetingFor(date: Date): Greeting {
  const minutes = date.getHours() * 60 + date.getMinutes();
  if (minutes < GREETING_AFTERNOON_HOUR * 60) return 'morning';
  if (minutes <= GREETING_EVENING_HOUR * 60) return 'afternoon';
  return 'evening';
}

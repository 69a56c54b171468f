import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_INPUT_FORMAT, DATE_WIRE_FORMAT } from '@/constants';

dayjs.extend(customParseFormat);

/** `MM/DD/YYYY` as typed → `YYYY-MM-DD` as sent; null when the text is not a real date. */
export function toWireDate(typed: string): string | null {
  const parsed = dayjs(typed.trim(), DATE_INPUT_FORMAT, true);
  return parsed.isValid() ? parsed.format(DATE_WIRE_FORMAT) : null;
}

/** `YYYY-MM-DD` from the URL or a preset → `MM/DD/YYYY` to show; unknown text is shown as is. */
export function toInputDate(wire: string): string {
  const parsed = dayjs(wire, DATE_WIRE_FORMAT, true);
  return parsed.isValid() ? parsed.format(DATE_INPUT_FORMAT) : wire;
}

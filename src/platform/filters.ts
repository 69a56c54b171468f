import dayjs from 'dayjs';
import { DATE_WIRE_FORMAT } from '@/constants';
import { COMPARISONS, type Comparison, type Filter, type ResourceEndpoint } from './types';

/** The react-admin filter key whose value, a list of `{name, comparison, value}`, is sent as it is. */
export const FILTERS_KEY = 'filters';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T|$)/;

function isFilter(value: unknown): value is Filter {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as Filter).name === 'string' &&
    COMPARISONS.includes((value as Filter).comparison)
  );
}

/** Strings and dates compare with `like`, everything else with `eq`, unless the endpoint says otherwise. */
function comparisonFor(name: string, value: unknown, endpoint?: ResourceEndpoint): Comparison {
  const configured = endpoint?.comparisons?.[name];
  if (configured) return configured;
  if (endpoint?.dateFields?.includes(name)) return 'like';
  return typeof value === 'string' || value instanceof Date ? 'like' : 'eq';
}

function wireValue(value: unknown): Filter['value'] {
  if (value instanceof Date) return dayjs(value).format(DATE_WIRE_FORMAT);
  if (typeof value === 'string' && ISO_DATE.test(value) && value.includes('T')) {
    return dayjs(value).format(DATE_WIRE_FORMAT);
  }
  return value as Filter['value'];
}

/**
 * Turns react-admin's filter object into the platform's `filters` list. Nested objects become
 * dotted names (`roles.serviceNameID`); empty values are left out; `filters` passes through.
 */
export function toFilterList(
  filter: Record<string, unknown> | undefined,
  endpoint?: ResourceEndpoint,
): Filter[] {
  const list: Filter[] = [];
  const walk = (object: Record<string, unknown>, prefix: string) => {
    Object.entries(object).forEach(([key, value]) => {
      if (!prefix && key === FILTERS_KEY && Array.isArray(value)) {
        list.push(...value.filter(isFilter));
        return;
      }
      const name = prefix ? `${prefix}.${key}` : key;
      if (value === undefined || value === null || value === '') return;
      if (Array.isArray(value)) return; // lists (getMany ids) are not expressible as ANDed filters
      if (typeof value === 'object' && !(value instanceof Date)) {
        walk(value as Record<string, unknown>, name);
        return;
      }
      list.push({ name, comparison: comparisonFor(name, value, endpoint), value: wireValue(value) });
    });
  };
  walk(filter ?? {}, '');
  return list;
}

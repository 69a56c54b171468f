import { useQuery } from '@tanstack/react-query';
import { platformRequest } from '@/platform/request';
import type { SearchDefinition } from '@/platform/types';
import type { SearchField, SearchMetadata } from './types';

/** The searchable fields of a list (`GET …/searchMetadata`), fetched once per session. */
export function useSearchMetadata(search: SearchDefinition) {
  const { service, path } = search.metadata;
  const { data } = useQuery({
    queryKey: ['searchMetadata', service, path],
    queryFn: () => platformRequest<SearchMetadata>(service, path),
    staleTime: Infinity,
  });
  const metadata: SearchMetadata = data ?? {};
  // The map's keys are the field names; an item may omit `name`.
  const fields: SearchField[] = Object.entries(metadata).map(([name, item]) => ({ ...item, name: item.name ?? name }));
  return { metadata, fields, loaded: data !== undefined };
}

import { useQuery } from '@tanstack/react-query';
import type { SearchDefinition } from '@/engine/types';
import { platformRequest } from '@/platform/request';
import type { SearchField, SearchMetadata } from './types';

/** The searchable fields of a list (`GET …/searchMetadata`), fetched once per session. */
export function useSearchMetadata(search: SearchDefinition | undefined) {
  const { data } = useQuery({
    queryKey: ['searchMetadata', search?.metadata.service, search?.metadata.path],
    queryFn: () => platformRequest<SearchMetadata>(search!.metadata.service, search!.metadata.path),
    enabled: !!search,
    staleTime: Infinity,
  });
  const metadata: SearchMetadata = data ?? {};
  // The map's keys are the field names; an item may omit `name`.
  const fields: SearchField[] = Object.entries(metadata).map(([name, item]) => ({ ...item, name: item.name ?? name }));
  return { metadata, fields, loaded: data !== undefined };
}

import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PlatformDataProvider } from '@/platform/dataProvider';
import type { SearchDefinition } from '@contract/types';
import { searchMetadataKey } from './queries';
import type { SearchField, SearchMetadata } from './types';

/** The searchable fields of a list (`GET …/searchMetadata`), fetched once per session. */
export function useSearchMetadata(search: SearchDefinition) {
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const { data } = useQuery({
    queryKey: searchMetadataKey(search),
    queryFn: () => dataProvider.getSearchMetadata<SearchMetadata>(search.metadata),
    staleTime: Infinity,
  });
  const metadata: SearchMetadata = data ?? {};
  // The map's keys are the field names; an item may omit `name`.
  const fields: SearchField[] = Object.entries(metadata).map(([name, item]) => ({ ...item, name: item.name ?? name }));
  return { metadata, fields, loaded: data !== undefined };
}

import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useGetList, useTranslate, type Identifier } from 'react-admin';
import NoScrollbarMeasure from '@/ui/NoScrollbarMeasure';
import type { ListTabs as ListTabsDefinition } from '../types';

/** Every tab of a small lookup resource. */
const TABS_LIMIT = 100;

/** Tabs filtering the list by another resource's records (roles by service name), after an All tab. */
export default function ListTabs({
  tabs,
  value,
  onChange,
}: {
  tabs: ListTabsDefinition;
  value?: Identifier;
  onChange: (value?: Identifier) => void;
}) {
  const translate = useTranslate();
  const { data = [] } = useGetList(tabs.resource, {
    pagination: { page: 1, perPage: TABS_LIMIT },
    sort: { field: 'name', order: 'ASC' },
  });
  const index = value === undefined ? 0 : data.findIndex((r) => r.id === value) + 1;
  return (
    <Tabs
      value={index}
      variant="scrollable"
      slots={{ scrollbar: NoScrollbarMeasure }}
      onChange={(_, next: number) => onChange(next === 0 ? undefined : data[next - 1]?.id)}
      sx={{ mb: 1 }}
    >
      <Tab label={translate(tabs.all)} />
      {data.map((r) => (
        <Tab key={String(r.id)} label={String(r.name ?? r.id)} />
      ))}
    </Tabs>
  );
}

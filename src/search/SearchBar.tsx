import { lazy, Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ListContext, useTranslate } from 'react-admin';
import { parseFilters, serializeFilters } from '@/filters/codec';
import type { Filter } from '@contract/filters';
import type { SearchDefinition } from '@contract/types';
import CsvExportButton from './CsvExportButton';
import { fromDrafts, newDraft, toDrafts } from './drafts';
import FieldMenu from './FieldMenu';
import FilterChip from './FilterChip';
import PresetMenu from './PresetMenu';
import type { DraftFilter, SearchPreset } from './types';
import { usePresets } from './usePresets';
import { useSearchMetadata } from './useSearchMetadata';

type DialogState = { open: false } | { open: true; preset?: SearchPreset };

// The preset dialog (and its colour picker) loads on first use, not with every list.
const PresetDialog = lazy(() => import('./PresetDialog'));

export interface SearchBarProps {
  search: SearchDefinition;
  /** The applied filters (the list keeps them in the address). */
  filters: Filter[];
  onApply: (filters: Filter[]) => void;
}

/**
 * The search bar above a list (spec 1, "Search bar above the list"): filters picked from the Field
 * menu and edited as chips, applied with Search (the list keeps them in its address), saved as presets.
 */
export default function SearchBar({ search, filters: applied, onApply: apply }: SearchBarProps) {
  const translate = useTranslate();
  const list = useContext(ListContext);
  const { metadata, fields, loaded } = useSearchMetadata(search);
  // The chips follow the address (a reload, a preset, the browser's back button), by its text, once the
  // fields are known: from the first render when they already are (start-up asks for them with the list), so
  // that the bar does not render again as the page settles (issue 63); after a change, once it has committed,
  // so that the list's request for the new address does not wait for the chips.
  const followed = loaded ? (serializeFilters(applied) ?? '') : undefined;
  const [drafts, setDrafts] = useState<DraftFilter[]>(() => (loaded ? toDrafts(applied, metadata) : []));
  const draftsFollow = useRef(followed);
  useEffect(() => {
    if (followed === draftsFollow.current) return;
    draftsFollow.current = followed;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the chips follow the address (a reload, a preset, Back)
    if (loaded) setDrafts(toDrafts(applied, metadata));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the address by its text, not each new array parsed from it
  }, [followed]);
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  // Stays mounted after the first open so that closing can animate.
  const [dialogUsed, setDialogUsed] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the dialog stays mounted after its first opening so that closing animates
    if (dialog.open) setDialogUsed(true);
  }, [dialog.open]);
  const presets = usePresets(search.keyword);

  const pending = useMemo(() => fromDrafts(drafts, metadata), [drafts, metadata]);

  const runSearch = () => apply(pending);
  const clear = () => {
    setDrafts([]);
    apply([]);
  };
  const remove = (key: number) => {
    const rest = drafts.filter((d) => d.key !== key);
    setDrafts(rest);
    // Removing the last filter clears the search at once.
    if (!rest.length) apply([]);
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 1 }} role="search" aria-label={translate('app.search.searchBy')}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle2" component="h2" sx={{ mr: 1 }}>
          {translate('app.search.searchBy')}
        </Typography>
        <FieldMenu fields={fields} onPick={(field) => setDrafts((d) => [...d, newDraft(field)])} />
        <PresetMenu
          label="app.search.globalPresets"
          presets={presets.globalPresets}
          onApply={(p) => apply(parseFilters(p.filter))}
          onEdit={(preset) => setDialog({ open: true, preset })}
        />
        <PresetMenu
          label="app.search.myPresets"
          presets={presets.myPresets}
          onApply={(p) => apply(parseFilters(p.filter))}
          onEdit={(preset) => setDialog({ open: true, preset })}
        />
        <Box sx={{ flex: 1 }} />
        <CsvExportButton search={search} filters={applied} />
      </Box>
      {drafts.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {drafts.map((draft) => {
            const field = metadata[draft.name] ?? { name: draft.name, label: draft.name, type: 'string' as const };
            return (
              <FilterChip
                key={draft.key}
                draft={draft}
                field={field}
                onChange={(next) => setDrafts((all) => all.map((d) => (d.key === draft.key ? next : d)))}
                onRemove={() => remove(draft.key)}
                onSubmit={runSearch}
              />
            );
          })}
        </Box>
      )}
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1.5 }}
      >
        {/* The total's place is held until it is known, with room for it beside the buttons, or on a phone a line
            of its own: it once shared a line with Export, and the rows below moved down as it came and did not
            fit there (a slow machine's start, issue 63). */}
        <Typography
          variant="body2"
          color="textSecondary"
          aria-live="polite"
          sx={{ flex: { xs: '1 0 100%', sm: 1 }, whiteSpace: 'nowrap' }}
        >
          {list?.total === undefined ? '\u00a0' : translate('app.search.total', { count: list.total })}
        </Typography>
        <Button size="small" onClick={clear}>
          {translate('app.search.clear')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => setDialog({ open: true })} disabled={!pending.length}>
          {translate('app.search.saveAsPreset')}
        </Button>
        <Button size="small" variant="contained" onClick={runSearch}>
          {translate('app.search.search')}
        </Button>
      </Box>
      {(dialog.open || dialogUsed) && (
        <Suspense fallback={null}>
          <PresetDialog
            open={dialog.open}
            keyword={search.keyword}
            preset={dialog.open ? dialog.preset : undefined}
            filters={pending}
            canDelete={dialog.open && !!dialog.preset && presets.isOwner(dialog.preset)}
            onClose={() => setDialog({ open: false })}
            onSaved={() => presets.refetch()}
          />
        </Suspense>
      )}
    </Paper>
  );
}

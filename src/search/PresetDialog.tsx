import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import { HexColorInput, HexColorPicker } from '@/ui/colorPicker';
import { Confirm, useCreate, useDelete, useNotify, useTranslate, useUpdate } from 'react-admin';
import { SUCCESS_HIDE_LONG_MS } from '@/constants';
import { serializeFilters } from '@/filters/codec';
import type { Filter } from '@contract/filters';
import { ADMINISTRATOR, hasRoles } from '@/auth/hasRoles';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { PRESETS_RESOURCE } from './queries';
import type { SearchPreset } from './types';
import NoIcon from '@/ui/NoIcon';

interface Props {
  open: boolean;
  /** The list the preset belongs to (e.g. `users`). */
  keyword: string;
  /** The preset being edited; a new one when absent. */
  preset?: SearchPreset;
  /** The filters a new preset saves. */
  filters: Filter[];
  /** Only the owner may delete a preset. */
  canDelete: boolean;
  onClose: () => void;
  /** After a create, update or delete: the menus reload. */
  onSaved: () => void;
}

const TEXTS = 'app.resources.searchPresets';

/** Create or edit a search preset: name, colour, shared with the team or not; delete for its owner. */
export default function PresetDialog({ open, keyword, preset, filters, canDelete, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const theme = useTheme();
  const [name, setName] = useState('');
  const [color, setColor] = useState(theme.palette.primary.main);
  const [global, setGlobal] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { user } = useCurrentUser();
  const mayShare = hasRoles(user, ADMINISTRATOR);
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [remove, { isPending: deleting }] = useDelete();
  const busy = creating || updating || deleting;

  // The fields start from the edited preset each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each opening starts from the preset it is opened with
    setName(preset?.name ?? '');
    setColor(preset?.color ?? theme.palette.primary.main);
    setGlobal(preset?.global ?? false);
    setConfirming(false);
  }, [open, preset, theme.palette.primary.main]);

  const done = (message: string) => {
    notify(message, { type: 'success', autoHideDuration: SUCCESS_HIDE_LONG_MS });
    onSaved();
    onClose();
  };

  const submit = () => {
    const data = { name: name.trim(), color, global, keyword };
    // Editing changes how a preset looks and who sees it; its filters are the ones it was saved with.
    if (preset) {
      void update(
        PRESETS_RESOURCE,
        { id: preset.id, data, previousData: preset },
        { onSuccess: () => done(`${TEXTS}.updated`) },
      );
    } else {
      void create(
        PRESETS_RESOURCE,
        { data: { ...data, filter: serializeFilters(filters) ?? '[]' } },
        { onSuccess: () => done(`${TEXTS}.created`) },
      );
    }
  };

  const confirmDelete = () => {
    if (!preset) return;
    void remove(
      PRESETS_RESOURCE,
      { id: preset.id, previousData: preset },
      {
        onSuccess: () => done(`${TEXTS}.deleted`),
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="preset-dialog-title">
        <DialogTitle id="preset-dialog-title">
          {preset ? preset.name : translate('app.search.preset.createTitle')}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('app.resources.searchPresets.fields.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && name.trim() && !busy) submit();
            }}
            slotProps={{ htmlInput: { required: true } }}
          />
          <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <HexColorPicker
              color={color}
              onChange={setColor}
              aria-label={translate('app.resources.searchPresets.fields.color')}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box
                sx={{ width: 24, height: 24, borderRadius: '50%', bgcolor: color, border: 1, borderColor: 'divider' }}
              />
              <HexColorInput
                color={color}
                onChange={setColor}
                prefixed
                aria-label={translate('app.resources.searchPresets.fields.color')}
                style={{ width: 90, font: 'inherit', padding: 4 }}
              />
            </Box>
          </Box>
          {/* Only administrators make a preset global (the API's rule): nobody else is offered it (issue 64). */}
          {mayShare && (
            <>
              <FormControlLabel
                sx={{ mt: 2 }}
                control={<Checkbox checked={global} onChange={(e) => setGlobal(e.target.checked)} />}
                label={translate('app.resources.searchPresets.fields.global')}
              />
              <FormHelperText>{translate('app.resources.searchPresets.globalHint')}</FormHelperText>
            </>
          )}
        </DialogContent>
        <DialogActions>
          {preset && canDelete && (
            <Button color="error" onClick={() => setConfirming(true)} disabled={busy} sx={{ mr: 'auto' }}>
              {translate('app.search.preset.delete')}
            </Button>
          )}
          <Button onClick={onClose}>{translate('app.search.preset.close')}</Button>
          <Button variant="contained" onClick={submit} disabled={!name.trim() || busy}>
            {translate(
              creating || updating
                ? 'app.search.preset.loading'
                : preset
                  ? 'app.search.preset.save'
                  : 'app.search.preset.create',
            )}
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        CancelIcon={NoIcon}
        isOpen={confirming}
        loading={deleting}
        title="app.admin.confirm.title"
        content="app.search.preset.confirmText"
        confirm="app.admin.confirm.ok"
        cancel="app.admin.confirm.cancel"
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

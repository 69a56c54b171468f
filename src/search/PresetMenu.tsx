import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import type { SearchPreset } from './types';

interface Props {
  /** Message key of the button (Global Presets, My Presets). */
  label: string;
  presets: SearchPreset[];
  onApply: (preset: SearchPreset) => void;
  onEdit: (preset: SearchPreset) => void;
}

/** A menu of presets: choosing one applies its filters, the pencil opens the preset dialog. */
export default function PresetMenu({ label, presets, onApply, onEdit }: Props) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        {translate(label)}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {presets.length === 0 && <MenuItem disabled>{translate('app.search.noPresets')}</MenuItem>}
        {presets.map((preset) => (
          <MenuItem
            key={preset.id}
            onClick={() => {
              close();
              onApply(preset);
            }}
          >
            <Box
              component="span"
              sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: preset.color, mr: 1.5, flexShrink: 0 }}
            />
            <ListItemText>{preset.name}</ListItemText>
            <IconButton
              size="small"
              edge="end"
              sx={{ ml: 2 }}
              aria-label={`${translate('app.search.editPreset')} ${preset.name}`}
              onClick={(e) => {
                e.stopPropagation();
                close();
                onEdit(preset);
              }}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

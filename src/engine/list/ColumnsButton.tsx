import { useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useTranslate } from 'react-admin';

/**
 * The list's column chooser (issue 39): the optional columns, each shown or hidden by a check in a menu.
 * What a person chose is theirs, kept with their preferences (ResourceList).
 */
export default function ColumnsButton({
  options,
  chosen,
  onChange,
}: {
  /** The optional columns: their source and header. */
  options: { source: string; label: string }[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (source: string) =>
    onChange(chosen.includes(source) ? chosen.filter((s) => s !== source) : [...chosen, source]);
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {translate('app.admin.list.columns')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {options.map(({ source, label }) => {
          const on = chosen.includes(source);
          return (
            <MenuItem key={source} role="menuitemcheckbox" aria-checked={on} onClick={() => toggle(source)}>
              <ListItemIcon>
                {/* (A picture of the check: the item itself is the checkbox a screen reader announces.) */}
                {on ? (
                  <CheckBoxIcon fontSize="small" aria-hidden />
                ) : (
                  <CheckBoxOutlineBlankIcon fontSize="small" aria-hidden />
                )}
              </ListItemIcon>
              <ListItemText>{label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

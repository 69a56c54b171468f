import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'react-admin';
import type { SearchField } from './types';

/** The Field menu: one entry per searchable field of the list; picking one adds a filter for it. */
export default function FieldMenu({ fields, onPick }: { fields: SearchField[]; onPick: (field: SearchField) => void }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        disabled={!fields.length}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        {translate('app.search.field')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {fields.map((field) => (
          <MenuItem
            key={field.name}
            onClick={() => {
              setAnchor(null);
              onPick(field);
            }}
          >
            {field.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { ReactNode } from 'react';
import WaitProgress from '@/ui/WaitProgress';
import { useTranslate } from 'react-admin';

/** One attached record: its key (the link's id), what the row shows and the name its remove button says. */
export interface Linked {
  key: string | number;
  name: string;
  content: ReactNode;
}

/** A record that can be attached. */
export interface Candidate {
  id: string | number;
  content: ReactNode;
}

/**
 * The records attached to a group under a title (or the empty state), each with a remove button, and a
 * select offering only the records not attached yet.
 */
export default function LinkList({
  title,
  empty,
  addLabel,
  links,
  pending,
  candidates,
  busy,
  onAdd,
  onRemove,
}: {
  /** Message keys. */
  title: string;
  empty: string;
  addLabel: string;
  links: Linked[];
  /** The links are on their way: progress, not the empty state. */
  pending?: boolean;
  candidates: Candidate[];
  busy: boolean;
  onAdd: (id: string | number) => void;
  onRemove: (key: string | number) => void;
}) {
  const translate = useTranslate();
  const heading = translate(title);
  return (
    <Box component="section" aria-label={heading}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      {pending ? (
        <WaitProgress inline />
      ) : links.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {translate(empty)}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={heading} sx={{ mb: 1 }}>
          {links.map((link) => (
            <ListItem
              key={link.key}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  disabled={busy}
                  aria-label={translate('app.resources.groups.remove', { name: link.name })}
                  onClick={() => onRemove(link.key)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, pr: 4 }}>{link.content}</Box>
            </ListItem>
          ))}
        </List>
      )}
      <TextField
        select
        fullWidth
        size="small"
        label={translate(addLabel)}
        value=""
        disabled={busy}
        onChange={(e) => {
          const picked = candidates.find((c) => String(c.id) === e.target.value);
          if (picked) onAdd(picked.id);
        }}
      >
        {candidates.length === 0 && (
          <MenuItem disabled value="">
            {translate(empty)}
          </MenuItem>
        )}
        {candidates.map((c) => (
          <MenuItem key={String(c.id)} value={String(c.id)}>
            {c.content}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A value the platform recorded or keeps (a read-only field: an event's call, address and stack, a record's
 * dates): text under its label, not an input a person could take for editable (issue 64, item 10). A term and
 * its description, so that assistive technology reads the pair.
 */
export default function ReadOnlyValue({
  label,
  value,
  multiline,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        // A long stack scrolls within a few lines; a region that scrolls takes the focus, for the keyboard.
        tabIndex={multiline ? 0 : undefined}
        sx={{
          m: 0,
          minHeight: '1.43em',
          overflowWrap: 'anywhere',
          ...(multiline && { whiteSpace: 'pre-wrap', maxHeight: '12em', overflow: 'auto' }),
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

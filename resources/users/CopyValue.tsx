import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** A labelled value that copies itself on click (tooltip Click to Copy, then Copied!). */
export default function CopyValue({ label, value }: { label: string; value: string | number }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(String(value));
    setCopied(true);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Tooltip
        title={translate(copied ? 'app.resources.users.copied' : 'app.resources.users.clickToCopy')}
        onClose={() => setCopied(false)}
        placement="top"
      >
        <ButtonBase
          onClick={copy}
          aria-label={`${label} ${value}`}
          sx={{
            fontFamily: 'monospace',
            fontSize: 13,
            borderRadius: 1,
            px: 0.5,
            overflowWrap: 'anywhere',
            textAlign: 'left',
          }}
        >
          {value}
        </ButtonBase>
      </Tooltip>
    </Box>
  );
}

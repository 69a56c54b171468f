import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { MESSAGE_DRAWER_TRANSITION_MS } from '@/constants';
import { closeMessageDrawer, useMessageDrawers, type DrawerAnchor, type DrawerMessage } from './messageDrawers';

const ANCHORS: DrawerAnchor[] = ['top', 'bottom', 'left', 'right'];

function MessageDrawer({ anchor, message }: { anchor: DrawerAnchor; message?: DrawerMessage }) {
  const translate = useTranslate();
  // Keep the last message while the drawer slides out.
  const [shown, setShown] = useState(message);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- keeps the last message shown while the drawer closes
    if (message) setShown(message);
  }, [message]);
  const text = (value?: string) => (value ? translate(value, { _: value }) : undefined);
  const horizontal = anchor === 'left' || anchor === 'right';
  return (
    <Drawer
      anchor={anchor}
      open={!!message}
      onClose={() => closeMessageDrawer(anchor)}
      transitionDuration={MESSAGE_DRAWER_TRANSITION_MS}
    >
      <Box sx={{ p: 3, width: horizontal ? 360 : 'auto', maxWidth: '100vw' }} role="alertdialog">
        <Typography variant="h6" gutterBottom>
          {text(shown?.title)}
        </Typography>
        {shown?.message && <Typography variant="body2">{text(shown.message)}</Typography>}
        <Box sx={{ mt: 2, textAlign: 'right' }}>
          <Button onClick={() => closeMessageDrawer(anchor)}>{translate('app.shell.drawers.close')}</Button>
        </Box>
      </Box>
    </Drawer>
  );
}

/** The four message drawers, sliding in over 500 ms. */
export function MessageDrawers() {
  const drawers = useMessageDrawers();
  return (
    <>
      {ANCHORS.map((anchor) => (
        <MessageDrawer key={anchor} anchor={anchor} message={drawers[anchor]} />
      ))}
    </>
  );
}

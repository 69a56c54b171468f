import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PlatformDataProvider } from '@/platform/dataProvider';
import type { ListAction } from '../types';

/** Buttons calling the platform, then refreshing the list (Test OPA). Errors: notified by the adapter. */
export default function ListActions({ actions, onDone }: { actions: ListAction[]; onDone: () => void }) {
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const translate = useTranslate();
  const [running, setRunning] = useState<string>();
  const run = async (action: ListAction) => {
    setRunning(action.label);
    try {
      await dataProvider.runAction(action.call);
    } catch {
      // Already shown to the user by the adapter.
    } finally {
      setRunning(undefined);
      onDone();
    }
  };
  return (
    <>
      {actions.map((action) => (
        <Button key={action.label} variant="outlined" disabled={running !== undefined} onClick={() => run(action)}>
          {running === action.label ? translate('app.admin.loading') : translate(action.label)}
        </Button>
      ))}
    </>
  );
}

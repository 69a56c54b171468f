import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { RequireAccess } from '@/auth/RequireAccess';
import type { PlatformDataProvider } from '@/platform/dataProvider';
import type { ListAction } from '../types';

/**
 * Buttons calling the platform, then refreshing the list (Test OPA), each shown when the platform allows its
 * call (an auditor reads the events but may not record one). Errors: notified by the adapter.
 */
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
        <RequireAccess key={action.label} checks={[action.call]}>
          <Button variant="outlined" disabled={running !== undefined} onClick={() => run(action)}>
            {running === action.label ? translate('app.admin.loading') : translate(action.label)}
          </Button>
        </RequireAccess>
      ))}
    </>
  );
}

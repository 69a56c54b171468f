import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { platformRequest } from '@/platform/request';
import type { ListAction } from '../types';

/** Buttons calling the platform, then refreshing the list (Test OPA). Errors: notified by the adapter. */
export default function ListActions({ actions, onDone }: { actions: ListAction[]; onDone: () => void }) {
  const translate = useTranslate();
  const [running, setRunning] = useState<string>();
  const run = async (action: ListAction) => {
    setRunning(action.label);
    try {
      await platformRequest(action.call.service, action.call.path, { method: action.call.method });
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

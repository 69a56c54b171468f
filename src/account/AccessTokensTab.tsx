import { useState } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import dayjs from 'dayjs';
import { useDelete, useGetList, useNotify, useTranslate } from 'react-admin';
import { NewAccessTokenDialog } from './NewAccessTokenDialog';

interface AccessToken {
  id: number;
  name: string;
  userName: string;
  createdAt: string;
  validTo: string;
}

const day = (date?: string) => (date ? dayjs(date).format('YYYY-MM-DD') : '-');
// A person has a handful of tokens: one page holds them all.
const ALL = { page: 1, perPage: 1000 };

/** The signed-in user's access tokens: Name, User Name, Creation, Validity and Revoke; a button adds one. */
export function AccessTokensTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const { data = [], isPending } = useGetList<AccessToken>('accessTokens', {
    pagination: ALL,
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const [remove, { isPending: removing }] = useDelete<AccessToken>();

  // No confirmation (spec): the revocation waits while its notice shows, and Undo there cancels it.
  const revoke = (token: AccessToken) => {
    void remove('accessTokens', { id: token.id, previousData: token }, { mutationMode: 'undoable' });
    notify('app.account.tokens.revoked', { type: 'info', undoable: true });
  };

  const columns = ['name', 'userName', 'creation', 'validity', 'revoke'] as const;
  return (
    <>
      {/* Above the table, never fixed over it, where it covers no row's button (issue 22). */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5 }}>
        <Fab
          color="primary"
          size="small"
          aria-label={translate('app.account.tokens.add')}
          onClick={() => setAdding(true)}
        >
          <AddIcon />
        </Fab>
      </Box>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={translate('app.account.tabs.accessTokens')}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} align={column === 'revoke' ? 'right' : 'left'}>
                  {translate(`app.account.tokens.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!isPending && data.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center">
                  {translate('app.account.tokens.empty')}
                </TableCell>
              </TableRow>
            )}
            {data.map((token) => (
              <TableRow key={token.id}>
                <TableCell>{token.name}</TableCell>
                <TableCell>{token.userName}</TableCell>
                <TableCell>{day(token.createdAt)}</TableCell>
                <TableCell>{day(token.validTo)}</TableCell>
                <TableCell align="right">
                  <Tooltip title={translate('app.account.tokens.revoke')}>
                    <IconButton
                      aria-label={translate('app.account.tokens.revokeNamed', { name: token.name })}
                      disabled={removing}
                      onClick={() => revoke(token)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {adding && <NewAccessTokenDialog onClose={() => setAdding(false)} />}
    </>
  );
}

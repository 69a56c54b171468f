import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { callKey } from '@/platform/queryKeys';
import MethodChip from '@/engine/cells/MethodChip';
import MethodInput from '@/engine/fields/MethodInput';
import { translateLabel } from '@/engine/fields/lookup';
import { ANON_ROLE, ANY_ROLE, type Decision, type HeldRole } from './decide';
import { explainCall } from './explain';
import type { GroupsDataProvider } from '@resources/groups/calls';
import type { UsersDataProvider } from '@resources/users/calls';
import { policySource } from './policySource';

/** The visitor who is not signed in, the first choice of the user box. */
const VISITOR = { id: 'visitor' as const };
type Who = typeof VISITOR | RaRecord;
const isVisitor = (who: Who): who is typeof VISITOR => who.id === VISITOR.id;

/** Users offered by the box: the first ones whose name or e-mail holds what is typed, asked of the server. */
const USER_CHOICES = 20;
const TYPING_PAUSE_MS = 250;

interface Tested {
  who: string;
  method: string;
  serviceNameID: Identifier;
  service: string;
  path: string;
  decision: Decision;
}

/**
 * The policy tester (beyond the spec): a user (or a visitor who is not signed in), a method, a service
 * and a path; the answer is Allowed or Denied with the rule that matched, its role and the group that
 * gave the role, or, when denied, the roles the user holds on that service. Built from the console's
 * own calls and the pure decision of the contract (explain.ts, decide.ts).
 */
export default function PolicyTester({
  open,
  services,
  serviceNameID,
  onClose,
  onShow,
}: {
  open: boolean;
  services: RaRecord[];
  serviceNameID?: Identifier;
  onClose: () => void;
  /** Opens a service and role in the editor. */
  onShow: (serviceNameID: Identifier, roleID?: Identifier) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<UsersDataProvider & GroupsDataProvider>();
  const source = useMemo(() => policySource(dataProvider), [dataProvider]);
  const [who, setWho] = useState<Who | null>(null);
  const [method, setMethod] = useState('GET');
  const [service, setService] = useState<Identifier | ''>(serviceNameID ?? '');
  const [path, setPath] = useState('');
  const [pending, setPending] = useState(false);
  const [tested, setTested] = useState<Tested>();
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first service is chosen once the services have loaded
    if (service === '' && services[0]) setService(services[0].id);
  }, [service, services]);

  const whoText = (w: Who) =>
    isVisitor(w) ? translate('app.opa.tester.visitor') : `${w.firstName ?? ''} ${w.lastName ?? ''} (${w.email})`.trim();
  const serviceName = services.find((s) => s.id === service);
  const ready = !!who && !!serviceName && path.trim() !== '' && !pending;

  const run = async () => {
    if (!ready || !who || !serviceName) return;
    setPending(true);
    try {
      const call = { method, path: path.trim(), serviceName: { id: serviceName.id, name: String(serviceName.name) } };
      const decision = await explainCall(source, { ...call, userID: isVisitor(who) ? undefined : who.id });
      setTested({
        who: whoText(who),
        method,
        serviceNameID: serviceName.id,
        service: call.serviceName.name,
        path: call.path,
        decision,
      });
    } catch {
      setTested(undefined); // the adapter has notified the error
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="policy-tester-title">
      <DialogTitle id="policy-tester-title">{translate('app.opa.tester.title')}</DialogTitle>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.opa.tester.intro')}</DialogContentText>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <UserBox value={who} onChange={setWho} optionText={whoText} />
            <MethodInput label={translateLabel(translate, undefined, 'method')} value={method} onChange={setMethod} />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <TextField
                select
                size="small"
                label={translate('app.opa.tester.service')}
                value={serviceName ? String(service) : ''}
                onChange={(e) => setService(services.find((s) => String(s.id) === e.target.value)?.id ?? '')}
                sx={{ width: 200 }}
              >
                {services.map((s) => (
                  <MenuItem key={String(s.id)} value={String(s.id)}>
                    {String(s.name)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label={translate('app.opa.tester.path')}
                placeholder="/users/5"
                value={path}
                onChange={(e) => setPath(e.target.value)}
                sx={{ flex: 1, minWidth: 220 }}
                slotProps={{ htmlInput: { spellCheck: false } }}
              />
            </Box>
          </Box>
          {tested && <Answer tested={tested} onShow={onShow} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.admin.close')}</Button>
          <Button type="submit" variant="contained" disabled={!ready}>
            {pending ? translate('app.admin.loading') : translate('app.opa.tester.test')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * The user box: a visitor who is not signed in, or a user found on the server by what its options show,
 * their names, or by their e-mail (the platform's user search, issue 42).
 */
function UserBox({
  value,
  onChange,
  optionText,
}: {
  value: Who | null;
  onChange: (who: Who | null) => void;
  optionText: (who: Who) => string;
}) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [needle, setNeedle] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setNeedle(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // What is typed once a choice is made is that choice's text, not a search.
  const searching = needle && !(value && optionText(value) === needle);
  const dataProvider = useDataProvider<UsersDataProvider>();
  const text = searching ? needle : '';
  const { data: users = [], isFetching } = useQuery({
    queryKey: callKey('users', 'searchUsers', { text }),
    queryFn: () => dataProvider.searchUsers(text),
    select: (found) => found.slice(0, USER_CHOICES),
  });
  return (
    <Autocomplete<Who>
      options={[VISITOR, ...users]}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={typed}
      onInputChange={(_, next) => setTyped(next)}
      getOptionLabel={optionText}
      getOptionKey={(o) => String(o.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // The server filters; the box shows what it answered.
      filterOptions={(options) => options}
      loading={isFetching}
      renderInput={(params) => <TextField {...params} size="small" label={translate('app.opa.tester.user')} />}
    />
  );
}

/** Allowed or Denied, and why. */
function Answer({
  tested,
  onShow,
}: {
  tested: Tested;
  onShow: (serviceNameID: Identifier, roleID?: Identifier) => void;
}) {
  const translate = useTranslate();
  const { decision } = tested;
  const [first, ...others] = decision.matches;
  const groupsOf = (role: HeldRole) =>
    role.roleName === ANY_ROLE && !role.groups.length
      ? translate('app.opa.tester.anyGroup')
      : role.roleName === ANON_ROLE && !role.groups.length
        ? translate('app.opa.tester.anonGroup')
        : role.groups.join(', ');
  return (
    <Alert
      severity={decision.allowed ? 'success' : 'error'}
      sx={{ mt: 2 }}
      role="status"
      aria-label={translate(decision.allowed ? 'app.opa.tester.allowed' : 'app.opa.tester.denied')}
    >
      <AlertTitle>{translate(decision.allowed ? 'app.opa.tester.allowed' : 'app.opa.tester.denied')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {tested.who} · {tested.method} {tested.service} {tested.path}
      </Typography>
      {first ? (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          <dt>{translate('app.opa.tester.rule')}</dt>
          <dd style={{ margin: 0 }}>
            <MethodChip method={first.rule.method} /> <code>{first.rule.path}</code>
          </dd>
          <dt>{translate('app.opa.tester.role')}</dt>
          <dd style={{ margin: 0 }}>
            {first.role.roleName}
            {first.rule.roleID !== undefined && (
              <Link
                component="button"
                type="button"
                sx={{ ml: 1 }}
                onClick={() => onShow(tested.serviceNameID, first.rule.roleID)}
              >
                {translate('app.opa.tester.show')}
              </Link>
            )}
          </dd>
          <dt>{translate('app.opa.tester.group')}</dt>
          <dd style={{ margin: 0 }}>{groupsOf(first.role)}</dd>
          {others.length > 0 && (
            <>
              <dt>{translate('app.opa.tester.alsoAllowedBy')}</dt>
              <dd style={{ margin: 0 }}>
                {others.map((m) => (
                  <div key={m.rule.id}>
                    <code>
                      {m.rule.method} {m.rule.path}
                    </code>{' '}
                    ({m.role.roleName})
                  </div>
                ))}
              </dd>
            </>
          )}
        </Box>
      ) : (
        <>
          <Typography variant="body2">{translate('app.opa.tester.rolesOn', { service: tested.service })}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 1 }} role="list">
            {decision.roles.map((role) => (
              <Chip key={role.roleName} role="listitem" size="small" label={`${role.roleName} · ${groupsOf(role)}`} />
            ))}
          </Box>
          <Typography variant="body2">
            {translate('app.opa.tester.noRule', { method: tested.method, path: tested.path })}
          </Typography>
        </>
      )}
    </Alert>
  );
}

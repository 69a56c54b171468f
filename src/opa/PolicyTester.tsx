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
import { type ReactNode, useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { callKey } from '@/platform/queryKeys';
import MethodChip from '@/engine/cells/MethodChip';
import MethodInput from '@/engine/fields/MethodInput';
import { translateLabel } from '@/engine/fields/lookup';
import type { RulesDataProvider, TesterAnswer } from '@resources/rules/calls';
import type { UsersDataProvider } from '@resources/users/calls';
import { useSettledText } from '@/ui/useSettledText';
import { useTexts } from '@/i18n/useTexts';
import { ruleDateTexts } from '@resources/rules/dates/texts';

/** The visitor who is not signed in, the first choice of the user box. */
const VISITOR = { id: 'visitor' as const };
type Who = typeof VISITOR | RaRecord;
const isVisitor = (who: Who): who is typeof VISITOR => who.id === VISITOR.id;

/** Users offered by the box: the first ones whose name or e-mail holds what is typed, asked of the server. */
const USER_CHOICES = 20;

/** How the person makes the call: in their own browser session, or with one of their access tokens. */
type Via = 'session' | 'token';

interface Tested {
  who: string;
  answer: TesterAnswer;
}

/**
 * The policy tester (beyond the spec): a user (or a visitor who is not signed in), how they call, a method,
 * a service and a path; the answer is the API's own decision for them (`GET /account/rules/test`: the
 * gate's steps, issue 64): Allowed or Denied, the part that decided (the route, the kind of caller, the rule,
 * the records rule, a limit), the rule that matched with its role and the group that gave the role, or the
 * roles the user holds on that service.
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
  const dataProvider = useDataProvider<RulesDataProvider>();
  const [who, setWho] = useState<Who | null>(null);
  const [via, setVia] = useState<Via>('session');
  const [method, setMethod] = useState('GET');
  const [service, setService] = useState<Identifier | ''>(serviceNameID ?? '');
  const [path, setPath] = useState('');
  // The date the decision is asked for (issue 62: memberships started and ended by then), local; '' is now.
  const [at, setAt] = useState('');
  const dateTexts = useTexts(ruleDateTexts);
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
      const answer = await dataProvider.testCall({
        service: String(serviceName.name),
        method,
        path: path.trim(),
        ...(isVisitor(who) ? { as: 'visitor' } : { as: via, userID: who.id }),
        ...(at && { at: new Date(at).toISOString() }),
      });
      setTested({ who: whoText(who), answer });
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
            {who && !isVisitor(who) && (
              <TextField
                select
                size="small"
                label={translate('app.opa.tester.via')}
                value={via}
                onChange={(e) => setVia(e.target.value as Via)}
                sx={{ width: 280 }}
              >
                <MenuItem value="session">{translate('app.opa.tester.viaSession')}</MenuItem>
                <MenuItem value="token">{translate('app.opa.tester.viaToken')}</MenuItem>
              </TextField>
            )}
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
            {dateTexts && (
              <TextField
                type="datetime-local"
                size="small"
                label={translate('app.resources.rules.dates.testerLabel')}
                helperText={translate('app.resources.rules.dates.testerHelp')}
                value={at}
                onChange={(e) => setAt(e.target.value)}
                sx={{ width: 280 }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
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

/** Is the visitor a choice for what is typed: nothing, the visitor's own text, or part of it? */
function offersVisitor(typed: string, value: Who | null, optionText: (who: Who) => string): boolean {
  const text = typed.trim().toLowerCase();
  if (!text || (value && optionText(value).toLowerCase() === text)) return true;
  return optionText(VISITOR).toLowerCase().includes(text);
}

/** The choices whose text holds the typed words, as the server's search would find them. */
function narrow(options: Who[], typed: string, optionText: (who: Who) => string): Who[] {
  const words = typed.trim().toLowerCase();
  return words ? options.filter((o) => optionText(o).toLowerCase().includes(words)) : options;
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
  const [typed, setTyped, needle] = useSettledText();
  // What is typed once a choice is made is that choice's text, not a search.
  const searching = needle && !(value && optionText(value) === needle);
  const dataProvider = useDataProvider<UsersDataProvider>();
  const text = searching ? needle : '';
  const {
    data: users = [],
    isFetching,
    isPlaceholderData,
  } = useQuery({
    queryKey: callKey('users', 'searchUsers', { text }),
    queryFn: () => dataProvider.searchUsers(text),
    select: (found) => found.slice(0, USER_CHOICES),
    placeholderData: keepPreviousData,
  });
  // Until the server has answered for what is typed, the box narrows what it has by the same words: a quick
  // Down and Enter never picks a person the typing has already ruled out, and the list never blinks empty.
  const answered = !isPlaceholderData && needle === typed.trim();
  return (
    <Autocomplete<Who>
      // The visitor is a choice while nothing is searched, or when what is typed names it.
      options={offersVisitor(typed, value, optionText) ? [VISITOR, ...users] : users}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={typed}
      onInputChange={(_, next) => setTyped(next)}
      getOptionLabel={optionText}
      getOptionKey={(o) => String(o.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // The server filters; the box shows what it answered for what is typed.
      filterOptions={(options, { inputValue }) => (answered ? options : narrow(options, inputValue, optionText))}
      loading={isFetching}
      renderInput={(params) => <TextField {...params} size="small" label={translate('app.opa.tester.user')} />}
    />
  );
}

/** One line of the answer: a term and what it says. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </>
  );
}

/** Allowed or Denied, the part that decided, and why. */
function Answer({
  tested,
  onShow,
}: {
  tested: Tested;
  onShow: (serviceNameID: Identifier, roleID?: Identifier) => void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.opa.tester.${key}`, options);
  const { answer } = tested;
  const { rule, route } = answer;
  const groupsOf = (role: { roleName: string; groups: { name: string }[] }) =>
    role.groups.length
      ? role.groups.map((g) => g.name).join(', ')
      : role.roleName === 'any'
        ? t('anyGroup')
        : role.roleName === 'anon'
          ? t('anonGroup')
          : '';
  const why =
    answer.errorCode &&
    translate(`app.errors.codes.${answer.errorCode}.description`, { _: answer.description ?? answer.errorCode });
  return (
    <Alert
      severity={answer.allowed ? 'success' : 'error'}
      sx={{ mt: 2 }}
      role="status"
      aria-label={t(answer.allowed ? 'allowed' : 'denied')}
    >
      <AlertTitle>{t(answer.allowed ? 'allowed' : 'denied')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {tested.who}
        {answer.as === 'token' && ` · ${t('viaToken')}`} · {answer.method} {answer.service} {answer.path}
        {/* Asked for a date (issue 62): the answer holds then, not now. */}
        {answer.at &&
          ` · ${translate('app.resources.rules.dates.answeredAt', { date: new Date(answer.at).toLocaleString(), _: answer.at })}`}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        <Row label={t('decidedBy')}>
          <strong>{t(`parts.${answer.decidedBy}`)}</strong>
        </Row>
        {why && <Row label={t('why')}>{why}</Row>}
        {route && (
          <Row label={t('route')}>
            <code>
              {answer.method} {route.path}
            </code>{' '}
            · {t(`callers.${route.caller}`)}
            {route.records.map((r) => (
              <div key={r}>{t(`records.${r}`)}</div>
            ))}
            {route.proof && <div>{t('proof')}</div>}
          </Row>
        )}
        {rule ? (
          <>
            <Row label={t('rule')}>
              <MethodChip method={rule.method} /> <code>{rule.path}</code>
            </Row>
            <Row label={t('role')}>
              {rule.roleName}
              {rule.roleID !== null && (
                <Link
                  component="button"
                  type="button"
                  sx={{ ml: 1 }}
                  onClick={() => onShow(answer.serviceNameID, rule.roleID!)}
                >
                  {t('show')}
                </Link>
              )}
            </Row>
            <Row label={t('group')}>{groupsOf(rule)}</Row>
            {answer.alsoAllowedBy.length > 0 && (
              <Row label={t('alsoAllowedBy')}>
                {answer.alsoAllowedBy.map((m) => (
                  <div key={m.id}>
                    <code>
                      {m.method} {m.path}
                    </code>{' '}
                    ({m.roleName})
                  </div>
                ))}
              </Row>
            )}
          </>
        ) : (
          <Row label={t('rolesOn', { service: answer.service })}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }} role="list">
              {answer.roles.map((role) => (
                <Chip key={role.roleName} role="listitem" size="small" label={`${role.roleName} · ${groupsOf(role)}`} />
              ))}
            </Box>
            {t('noRule', { method: answer.method, path: answer.path })}
          </Row>
        )}
      </Box>
    </Alert>
  );
}

import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, type Identifier, type RaRecord } from 'react-admin';
import AppIcon from '@/engine/cells/AppIcon';
import ColorBadge from '@/engine/cells/ColorBadge';
import type { SlotProps } from '@/engine/types';
import { REMOVED, useUndoableRemoval } from '@/notifications/undo';
import { callKey } from '@/platform/queryKeys';
import type { GroupApp, GroupOrganization, GroupRole, GroupsDataProvider } from './calls';
import LinkList from './LinkList';

/** The dropdowns offer every record not attached yet: roles, apps and organizations are short lists. */
const CHOICES_LIMIT = 1000;
const byName = { pagination: { page: 1, perPage: CHOICES_LIMIT }, sort: { field: 'name', order: 'ASC' as const } };

/** How a role, app or organization shows in a row or a choice. */
interface Shown {
  name: string;
  /** The role's service badge. */
  badge?: { label: string; color: string };
  /** The app's icon. */
  icon?: { icon?: string; color?: string };
}

/** One kind of link: where it is read and written, and how a link and a candidate record show. */
interface LinkKind<L> {
  /** The react-admin resource offered by the dropdown. */
  resource: string;
  /** Message keys. */
  title: string;
  empty: string;
  addLabel: string;
  /** The data provider's methods reading, adding and removing links of this kind. */
  calls: { get: string; add: string; remove: string };
  get: (dataProvider: GroupsDataProvider, groupID: Identifier) => Promise<L[]>;
  add: (dataProvider: GroupsDataProvider, groupID: Identifier, id: Identifier) => Promise<unknown>;
  remove: (dataProvider: GroupsDataProvider, linkID: Identifier) => Promise<unknown>;
  /** Other resources whose views show these links (the launcher shows the apps a group gives). */
  changes?: string[];
  /** The link's own id (what remove takes) and the linked record's id. */
  linkID: (link: L) => Identifier;
  recordID: (link: L) => Identifier;
  showLink: (link: L) => Shown;
  showRecord: (record: RaRecord) => Shown;
}

const ROLES: LinkKind<GroupRole> = {
  resource: 'roles',
  title: 'app.resources.groups.roles',
  empty: 'app.resources.groups.noRoles',
  addLabel: 'app.resources.groups.addRole',
  calls: { get: 'getGroupRoles', add: 'addGroupRole', remove: 'removeGroupRole' },
  get: (dataProvider, groupID) => dataProvider.getGroupRoles(groupID),
  add: (dataProvider, groupID, id) => dataProvider.addGroupRole(groupID, id),
  remove: (dataProvider, linkID) => dataProvider.removeGroupRole(linkID),
  linkID: (l) => l.id,
  recordID: (l) => l.roleID,
  showLink: (l) => ({ name: l.roleName, badge: { label: l.serviceName, color: l.serviceColor } }),
  showRecord: (r) => ({
    name: String(r.name),
    badge: { label: String(r.serviceName ?? ''), color: String(r.serviceColor ?? '') },
  }),
};

const APPS: LinkKind<GroupApp> = {
  resource: 'applications',
  title: 'app.resources.groups.apps',
  empty: 'app.resources.groups.noApps',
  addLabel: 'app.resources.groups.addApp',
  calls: { get: 'getGroupApps', add: 'addGroupApp', remove: 'removeGroupApp' },
  get: (dataProvider, groupID) => dataProvider.getGroupApps(groupID),
  add: (dataProvider, groupID, id) => dataProvider.addGroupApp(groupID, id),
  remove: (dataProvider, linkID) => dataProvider.removeGroupApp(linkID),
  changes: ['applications'],
  linkID: (l) => l.groupAppID,
  recordID: (l) => l.id,
  showLink: (l) => ({ name: l.name, icon: { icon: l.icon, color: l.color } }),
  showRecord: (r) => ({
    name: String(r.name),
    icon: { icon: r.icon as string | undefined, color: r.color as string | undefined },
  }),
};

const ORGANIZATIONS: LinkKind<GroupOrganization> = {
  resource: 'organizations',
  title: 'app.resources.groups.organizations',
  empty: 'app.resources.groups.noOrganizations',
  addLabel: 'app.resources.groups.addOrganization',
  calls: { get: 'getGroupOrganizations', add: 'addGroupOrganization', remove: 'removeGroupOrganization' },
  get: (dataProvider, groupID) => dataProvider.getGroupOrganizations(groupID),
  add: (dataProvider, groupID, id) => dataProvider.addGroupOrganization(groupID, id),
  remove: (dataProvider, linkID) => dataProvider.removeGroupOrganization(linkID),
  changes: ['organizations'],
  linkID: (l) => l.relationID,
  recordID: (l) => l.id,
  showLink: (l) => ({ name: l.name }),
  showRecord: (r) => ({ name: String(r.name) }),
};

function Content({ name, badge, icon }: Shown) {
  return (
    <>
      {icon && <AppIcon icon={icon.icon} color={icon.color} name={name} size={24} />}
      <Typography variant="body2" noWrap>
        {name}
      </Typography>
      {badge && <ColorBadge label={badge.label} color={badge.color} />}
    </>
  );
}

/**
 * The group's links of one kind: read, added from the records not attached yet, removed, then read
 * again. Errors were shown by the adapter; the list simply stays as the server has it.
 */
function GroupLinkList<L>({ groupID, kind }: { groupID: Identifier; kind: LinkKind<L> }) {
  const dataProvider = useDataProvider<GroupsDataProvider>();
  const { data: links = [], isPending } = useQuery({
    queryKey: callKey('groups', kind.calls.get, { id: String(groupID) }),
    queryFn: () => kind.get(dataProvider, groupID),
  });
  const { data: records = [] } = useGetList<RaRecord>(kind.resource, byName);
  // A change refreshes the group's queries (queryClient.ts), these links among them.
  const meta = { changes: kind.changes };
  const add = useMutation({
    mutationKey: callKey('groups', kind.calls.add),
    mutationFn: (id: Identifier) => kind.add(dataProvider, groupID, id),
    meta,
  });
  const unlink = useMutation({
    mutationKey: callKey('groups', kind.calls.remove),
    mutationFn: (linkID: Identifier) => kind.remove(dataProvider, linkID),
    meta,
  });
  // No confirmation (spec): a removal waits while its notice offers Undo.
  const { removing, remove } = useUndoableRemoval<Identifier>();
  const attached = new Set(links.map((l) => String(kind.recordID(l))));
  return (
    <LinkList
      title={kind.title}
      empty={kind.empty}
      addLabel={kind.addLabel}
      pending={isPending}
      links={links
        .filter((l) => !removing.has(kind.linkID(l)))
        .map((l) => {
          const shown = kind.showLink(l);
          return { key: kind.linkID(l), name: shown.name, content: <Content {...shown} /> };
        })}
      candidates={records
        .filter((r) => !attached.has(String(r.id)))
        .map((r) => ({ id: r.id, content: <Content {...kind.showRecord(r)} /> }))}
      busy={add.isPending}
      onAdd={(id) => add.mutate(id)}
      onRemove={(linkID) => {
        const link = links.find((l) => kind.linkID(l) === linkID);
        const name = link ? kind.showLink(link).name : String(linkID);
        remove(linkID, () => unlink.mutateAsync(linkID), REMOVED, { name });
      }}
    />
  );
}

/**
 * Under a group's name and Default Group checkbox: the roles (with their service badge), apps and
 * organizations the group gives its members (spec 2, Groups). The platform decides its members' next
 * call with the change.
 */
export default function GroupLinks({ record }: SlotProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Divider />
      <GroupLinkList groupID={record.id} kind={ROLES} />
      <GroupLinkList groupID={record.id} kind={APPS} />
      <GroupLinkList groupID={record.id} kind={ORGANIZATIONS} />
    </Box>
  );
}

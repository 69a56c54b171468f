/**
 * The resource definition format: what the engine needs to list, show, create, edit and delete one
 * react-admin resource. Definitions are schema data (resources/*.ts); custom pages plug in through
 * lazily loaded slots so that importing the definitions never pulls page code into the shell.
 */
import type { Capability } from '@contract/capabilities';
import type { ComponentType, LazyExoticComponent, ReactNode, RefObject } from 'react';
import type { GetListParams, Identifier, RaRecord, SortPayload } from 'react-admin';
import type { RoleRequirements } from '@/auth/hasRoles';
import type { Filter } from '@contract/filters';
import type { Method, ResourceEndpoint, SearchDefinition, Service, User } from '@contract/types';

/** How a field is edited and shown. */
export type FieldType =
  | 'text'
  | 'multiline'
  | 'email'
  | 'password'
  | 'phone'
  | 'int'
  | 'bool'
  | 'date'
  | 'color'
  | 'select'
  | 'method'
  | 'reference'
  | 'html'
  | 'url'
  | 'icon'
  | 'image';

/**
 * When an edit field saves itself alone (a PUT of that one field):
 * - `blur`: on blur or Enter (Enter only for single-line inputs);
 * - `enter`: on Enter only;
 * - `change`: at once on each change (checkboxes, selects, colour picks);
 * - `form`: not alone; saved with the other `form` fields by the General tab's Save button.
 */
export type SaveMode = 'blur' | 'enter' | 'change' | 'form';

/** A fixed choice of a `select` field; `label` is a message key or, when `literal`, shown as is. */
export interface Choice {
  id: string | number;
  label: string;
  literal?: boolean;
}

/** Choices taken from another resource (`reference` fields). */
export interface ReferenceChoices {
  resource: string;
  /** Record field shown as the choice text (default `name`). */
  optionText?: string;
  /** Record field used as the value (default `id`). */
  optionValue?: string;
  /** An extra first choice, e.g. None with value 0. */
  empty?: Choice;
  /** Only the records matching these (e.g. the roles of one service name). */
  filters?: Filter[];
}

export interface FieldDefinition {
  source: string;
  /**
   * Message key of the label. By default `<texts.fields>.<source>` (the resource's own), else the
   * shared `app.resources.fields.<source>`.
   */
  label?: string;
  type: FieldType;
  required?: boolean;
  /** `select` choices. */
  choices?: Choice[];
  /** `reference` choices. */
  reference?: ReferenceChoices;
  /** Edit-time save behaviour; defaults by type (`change` for bool, select, reference, color; else `blur`). */
  save?: SaveMode;
  /** Shown but never editable (ids, dates). */
  readOnly?: boolean;
  /** Typed in the create form only; shown read-only in the detail (an event's call and status). */
  createOnly?: boolean;
  /** Message key of a hint under the input. */
  helper?: string;
  /** Value given to the create form. */
  defaultValue?: unknown;
  /**
   * A secret the platform answers masked (a setting's mailPassword): the input starts empty, never shows
   * what the record holds, and saves only what is typed.
   */
  writeOnly?: boolean;
  /** Shown only to people holding these roles (the Default Organization checkbox: administrators). */
  roles?: RoleRequirements;
  /** The platform's capability the field needs (contract/capabilities.ts): shown only when announced. */
  capability?: Capability;
  /**
   * Shown only while another field holds one of these values (an identity provider's SAML fields when its
   * kind is `saml`); a hidden field is neither required nor sent.
   */
  shownWhen?: { source: string; is: readonly unknown[] };
}

export interface RenderProps<R extends RaRecord = RaRecord> {
  record: R;
  /** Wraps the in-page search matches of a text in <mark>. */
  highlight: (text: string | number | null | undefined) => ReactNode;
}

export interface ColumnDefinition<R extends RaRecord = RaRecord> {
  source: string;
  /** Message key of the header; defaults to the label of the field (or of any source) of that name. */
  label?: string;
  /** Sortable unless false. */
  sortable?: boolean;
  /** The order of a first click on the header: A→Z (ASC) by default, newest first (DESC) for dates. */
  sortByOrder?: 'ASC' | 'DESC';
  /** Custom cell; defaults to the field's type renderer with highlight. */
  render?: (props: RenderProps<R>) => ReactNode;
  /** Fixed width in px. */
  width?: number;
  /** Hidden until a person shows it with the list's column chooser (issue 39). */
  optional?: boolean;
}

/**
 * Delete confirmation. Every delete ends in the "Are you sure ?" dialog (Cancel / I am sure) with `text`;
 * with `typed`, the Delete button stays disabled until the exact value of that field (or fields, joined
 * by a space, e.g. firstName lastName) is typed.
 */
export interface DeleteConfirmation {
  /** Message key of the dialog text; the engine has a generic one. */
  text?: string;
  typed?: string | string[];
  /** Message key of the typed-text prompt; the engine has a generic one. */
  prompt?: string;
}

/** Message keys of the resource's texts. */
export interface ResourceTexts {
  /** Page title, e.g. Groups. */
  title: string;
  /** Singular name, e.g. Group (create dialog title, tab labels). */
  singular: string;
  /** `{Resource} has been created.` */
  created: string;
  /** `{Resource} has been updated.` */
  updated: string;
  /** `{Resource} has been deleted.` */
  deleted: string;
  /** Key prefix of the field labels, e.g. `app.resources.groups.fields`. */
  fields: string;
  /** Empty list text; the engine has a generic one. */
  empty?: string;
}

/** A side-menu entry. Nested entries name their parent's path. */
export interface MenuEntry {
  /** Catalogue key of the label (a resource's: its title by default). */
  label: string;
  icon: ComponentType;
  /** Path of the entry it is nested under. */
  parent?: string;
  /** Place among its siblings, ascending. */
  order: number;
  /** Shown only to someone without any service (the Signin item). */
  withoutServices?: boolean;
}

export interface SlotProps<R extends RaRecord = RaRecord> {
  definition: ResourceDefinition<R>;
  record: R;
}
export interface DetailSlotProps<R extends RaRecord = RaRecord> extends SlotProps<R> {
  /** Clears the selection (the panel fades first). */
  onClose: () => void;
  /** The selected tab, when the detail has tabs (the `index` query parameter). */
  tab: number;
  onTab: (index: number) => void;
}
export interface ListSlotProps<R extends RaRecord = RaRecord> {
  definition: ResourceDefinition<R>;
}
/** The search bar above a list: the applied filters (kept in the address by the list) and how to change them. */
export interface SearchSlotProps {
  search: SearchDefinition;
  filters: Filter[];
  onApply: (filters: Filter[]) => void;
}
/**
 * The selection of a list whose definition has a `bulk` slot: the checked rows, kept across pages, every
 * record matching the filters after "Select all N matching", emptied by a filter change.
 */
export interface ListSelection<R extends RaRecord = RaRecord> {
  ids: Identifier[];
  /** The selected records as the list fetched them. */
  records(): R[];
  /** Changes the kept copies of these records (after a bulk change the list did not fetch again). */
  patch(ids: Identifier[], changes: Partial<R>): void;
  /** Drops these ids from the selection (deleted records). */
  unselect(ids: Identifier[]): void;
  clear(): void;
  /** Fetches the list's page again. */
  refresh(): void;
}
/** The actions on a list's selection, shown in the selection bar above the list. */
export interface BulkSlotProps<R extends RaRecord = RaRecord> {
  definition: ResourceDefinition<R>;
  selection: ListSelection<R>;
}
export interface RowSlotProps<R extends RaRecord = RaRecord> extends RenderProps<R> {
  definition: ResourceDefinition<R>;
  selected: boolean;
}

/** A component plugged into the engine, usually `lazy(() => import('@resources/users/UserDetail'))`. */
export type Slot<P> = ComponentType<P> | LazyExoticComponent<ComponentType<P>>;

export interface TabSlot<R extends RaRecord = RaRecord> {
  /** Message key of the tab label. */
  label: string;
  component: Slot<SlotProps<R>>;
  /** Where the tab goes among General (0) and Danger (last); default before Danger. */
  position?: number;
  /**
   * After Danger: a tab the spec does not have (History), so that the spec's tabs keep their indices in
   * the address (`index`).
   */
  afterDanger?: boolean;
  /** The platform's capability the tab needs (contract/capabilities.ts): shown only when announced. */
  capability?: Capability;
}

export interface ResourceSlots<R extends RaRecord = RaRecord> {
  /** Replaces the whole generic detail (tabs General / Danger) inside the side panel or dialog. */
  detail?: Slot<DetailSlotProps<R>>;
  /**
   * The record's title in the generic detail's header, when it is more than a field's text (an event's name in
   * the person's language, whose texts load with it); `recordTitle`'s text shows until it has loaded.
   */
  title?: Slot<SlotProps<R>>;
  /** Extra tabs of the generic detail. */
  tabs?: TabSlot<R>[];
  /** Panels under the General tab's form. */
  panels?: Slot<SlotProps<R>>[];
  /** Replaces the cells of a list row (one cell spanning the row). */
  row?: Slot<RowSlotProps<R>>;
  /** Extra buttons or menus above the list (beside the in-page search). */
  toolbar?: Slot<ListSlotProps<R>>[];
  /** The search bar, shown when the definition has `search`. */
  search?: Slot<SearchSlotProps>;
  /** Replaces the generic create dialog's form. */
  create?: Slot<CreateSlotProps<R>>;
  /**
   * Replaces the list and the detail under the page title: a page that is not a list of records (the
   * e-mail settings page edits the first setting).
   */
  page?: Slot<ListSlotProps<R>>;
  /**
   * Actions on a selection of rows: with it the list gets a checkbox per row and for the page, and a
   * selection bar (the count, Select all N matching, Clear selection) holding this component.
   */
  bulk?: Slot<BulkSlotProps<R>>;
}

/** Tabs above the list filtering it by another resource (roles by service name), plus an All tab. */
export interface ListTabs {
  /** The resource whose records are the tabs (their `name`). */
  resource: string;
  /** The field of this resource compared (eq) with the tab's record id; also the query parameter keeping the tab. */
  source: string;
  /** Message key of the first tab, showing every record. */
  all: string;
}

/** A button above the list calling the platform, then refreshing the list (Test OPA). */
export interface ListAction {
  /** Message key of the button. */
  label: string;
  call: { service: Service; method: Method; path: string };
}

export interface ResourceDefinition<R extends RaRecord = RaRecord> {
  /** react-admin resource name (docs/architecture.md). */
  name: string;
  endpoint: ResourceEndpoint;
  /** The path of the resource's page (e.g. `/groups`); the route table and the side menu follow it. */
  route?: string;
  /** Service roles required to open the page, e.g. `{ account: ['superadmin'] }`. */
  roles?: RoleRequirements;
  /**
   * The platform's capability the resource needs (contract/capabilities.ts): its menu entry shows only
   * when the platform announces it. None: the specification's.
   */
  capability?: Capability;
  /** The page's side-menu entry. */
  menu?: MenuEntry;
  texts: ResourceTexts;
  fields: FieldDefinition[];
  /** List columns (by field source). */
  columns: ColumnDefinition<R>[];
  /** Default list sort; react-admin's default (`id` ASC) otherwise. */
  sort?: SortPayload;
  /** Query parameter keeping the selected record (`groupID`). */
  selectionParam: string;
  /** Sources of the create form; no create button when absent. */
  create?: string[];
  /** Sources of the General tab; no General tab when empty. */
  edit?: string[];
  /** Absent: no Danger tab. */
  delete?: DeleteConfirmation;
  /** Reload the list again this long after a deletion (groups: GROUP_DELETE_RELOAD_MS). */
  reloadAfterDeleteMs?: number;
  /** Success notice hide delay (SUCCESS_HIDE_MS, or SUCCESS_HIDE_LONG_MS for user and preset). */
  successHideMs: number;
  /** The record's title in the detail header (field source or function); default `name`. */
  recordTitle?: string | ((record: R) => string);
  /** Rows shown dimmed (inactive users, resolved events). */
  dimmed?: (record: R) => boolean;
  /** A coloured left border per row (organizations owned by the current user). */
  rowAccent?: (record: R, currentUser?: User) => string | undefined;
  listTabs?: ListTabs;
  actions?: ListAction[];
  /** A time range of the list exported as a stream (issue 40: its Export button shows when this GET is allowed). */
  rangeExport?: ResourceEndpoint;
  /** The search bar above the list (its slot, `slots.search`, renders it). */
  search?: SearchDefinition;
  /**
   * A page of its own (`slots.page`): the lists it asks for as it shows, which start-up fetches before
   * it renders (src/routes/prefetch.ts). The page asks react-admin for exactly these (useGetList).
   */
  pageQueries?: ListQuery[];
  slots?: ResourceSlots<R>;
}

/** A list asked for by a page of its own: the resource and react-admin's getList parameters, in full. */
export interface ListQuery {
  resource: string;
  params: Required<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>> & { meta?: undefined };
}

/** A custom create form's props (the create dialog around it). */
export interface CreateSlotProps<R extends RaRecord = RaRecord> {
  definition: ResourceDefinition<R>;
  /** Created: the dialog closes. */
  onDone: () => void;
  /** Close, Escape: asks first while the form holds changes (its `unsaved`, given to LabelledForm). */
  onClose: () => void;
  unsaved: RefObject<() => boolean>;
}

import type { RoleRequirements } from '@/auth/hasRoles';
import type { FieldDefinition, PlainCell } from '@/engine/types';
import type { ResourceEndpoint } from '@/platform/types';

/**
 * What the first paint knows of the resources' lists, made at build time from their definitions
 * (resources/) by vite.firstPaint.ts: plain data, so the first paint needs none of the app's code.
 */
export interface FirstPaintManifest {
  lists: FirstPaintList[];
}

export interface FirstPaintList {
  route: string;
  roles?: RoleRequirements;
  endpoint: ResourceEndpoint;
  /** The list's first page as react-admin asks it (src/engine/list/firstPage.ts). */
  sort: { field: string; order: string };
  perPage: number;
  /** The body of the access call the page makes as it shows (auth/api.ts accessBody), if it makes one. */
  access?: string;
  /** The page title, translated. */
  title: string;
  /** What stands above the rows: the search bar, and the selection bar with row checkboxes. */
  search: boolean;
  bulk: boolean;
  columns: FirstPaintColumn[];
}

export interface FirstPaintColumn {
  /** The header, translated. */
  header: string;
  width?: number;
  /** A cell of its field's type (the field, with its choices) or a custom cell's plain form. */
  field?: FieldDefinition;
  plain?: PlainCell;
}

import { definitions } from '@resources/index';
import { fieldOf, translateLabel } from '@/engine/fields/lookup';
import { accessBody } from '@/auth/api';
import { firstPageChecks, firstPageQuery } from '@/engine/list/firstPage';
import type { ResourceDefinition } from '@/engine/types';
import { i18nProvider } from '@/i18n/i18nProvider';
import type { FirstPaintList, FirstPaintManifest } from './manifest';

/**
 * The first paint's manifest from the resource definitions, run at build time in Node
 * (vite.firstPaint.ts): each list page the first paint can draw, with what it needs to draw it. Pages of
 * their own, custom rows and list tabs are left to the app. Headers are translated as ResourceList does.
 */
export function buildManifest(resources: ResourceDefinition[] = definitions): FirstPaintManifest {
  const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
  const lists = resources
    .filter((definition) => definition.route && !definition.slots?.page && !definition.slots?.row && !definition.listTabs)
    .map((definition): FirstPaintList => {
      const { params } = firstPageQuery(definition, []);
      const checks = firstPageChecks(definition);
      return {
        route: definition.route!,
        roles: definition.roles,
        endpoint: definition.endpoint,
        sort: { field: params.sort!.field, order: params.sort!.order },
        perPage: params.pagination!.perPage,
        // As platformRequest sends it.
        access: checks.length ? JSON.stringify(accessBody(checks)) : undefined,
        title: translate(definition.texts.title),
        search: !!definition.search,
        bulk: !!definition.slots?.bulk,
        columns: definition.columns.map((column) => {
          const { source, type, choices, label } = fieldOf(definition, column.source);
          return {
            header: translateLabel(translate, column.label ?? label, column.source),
            width: column.width,
            // Only literal choices show as their label (cellText).
            ...(column.render
              ? { plain: column.plain }
              : { field: { source, type, choices: choices?.filter((choice) => choice.literal) } }),
          };
        }),
      };
    });
  return { lists };
}

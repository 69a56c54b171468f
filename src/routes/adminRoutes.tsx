import { CustomRoutes, Resource, type ResourceDefinitionContextValue, type ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { RouteGuard } from './RouteGuard';
import RootRedirect from './RootRedirect';
import { ResourcePage, routes, type RouteEntry } from './routeTable';

function ResourceRoute({ route }: { route: RouteEntry }) {
  return (
    <RouteGuard route={route}>
      <ResourcePage definition={route.resource!} />
    </RouteGuard>
  );
}

function resourceList(route: RouteEntry) {
  const List = () => <ResourceRoute route={route} />;
  List.displayName = `ResourceRoute(${route.resource!.name})`;
  return List;
}

function PageRoute({ route }: { route: RouteEntry }) {
  const Page = route.component!;
  return (
    <RouteGuard route={route}>
      <Page />
    </RouteGuard>
  );
}

/**
 * The children of <Admin>, from the route table: admin routes are <Resource>s rendered by the
 * resource engine; other pages are custom routes, without the layout when they have neither
 * sidebar nor app bar.
 */
export function buildAdminRoutes(table: RouteEntry[]) {
  const resources = table.filter((route) => route.resource);
  const pages = table.filter((route) => !route.resource && route.component);
  const bare = pages.filter((route) => !route.sidebar && !route.appBar);
  const framed = pages.filter((route) => route.sidebar || route.appBar);
  return [
    <CustomRoutes noLayout key="bare">
      {bare.map((route) => (
        <Route key={route.path} path={`${route.path}/*`} element={<PageRoute route={route} />} />
      ))}
    </CustomRoutes>,
    <CustomRoutes key="framed">
      <Route path="/" element={<RootRedirect />} />
      {framed.map((route) => (
        <Route key={route.path} path={`${route.path}/*`} element={<PageRoute route={route} />} />
      ))}
    </CustomRoutes>,
    ...resources.map((route) => <Resource key={route.path} name={route.resource!.name} list={resourceList(route)} />),
  ];
}

/** Built once, so react-admin sees the same route components on every render. */
export const adminRoutes = buildAdminRoutes(routes);

const noRegistration = () => undefined;

/**
 * react-admin's definitions of these resources, made as <Resource> makes them (Resource.registerResource)
 * and fixed, as the route table is (App.tsx provides them). react-admin registers the resources in an
 * effect after the admin mounts, and again, after unregistering them all, each time its router settles
 * (when the permissions arrive): each time, new definitions rendered every page that reads them again.
 */
export const resourceDefinitions: ResourceDefinitionContextValue = {
  definitions: Object.fromEntries(
    adminRoutes
      .filter((element) => element.type === Resource)
      .map((element) => {
        const props = element.props as ResourceProps;
        return [props.name, Resource.registerResource(props)];
      }),
  ),
  register: noRegistration,
  unregister: noRegistration,
};

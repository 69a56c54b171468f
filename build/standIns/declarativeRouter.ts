/**
 * react-router-dom as react-admin's router adapter sees it in the console (build/standIns.ts): the same,
 * without the data router the adapter would create if it were not inside a router. The console always
 * renders inside its own router (App.tsx's history router, VisitorApp.tsx), so these are never reached.
 */
export * from 'react-router-dom';

const outsideRouter = () => {
  throw new Error('The console renders inside its own BrowserRouter: react-admin needs no router of its own.');
};
export const createHashRouter = outsideRouter;
export const RouterProvider = outsideRouter;

import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/loading';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './root-error';

// every page is its own chunk: the first page loads only the shell and itself
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page: LazyExoticComponent<ComponentType> = lazy(load);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
};
const signedIn = (element: ReactElement) => <RequireAuth>{element}</RequireAuth>;

/** The app's route table; a page that fails to render or to load shows `RootError`. */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { path: paths.home.path, element: page(() => import('./routes/landing')) },
      { path: paths.login.path, element: page(() => import('./routes/login')) },
      { path: paths.callback.path, element: page(() => import('./routes/callback')) },
      { path: paths.dashboard.path, element: signedIn(page(() => import('./routes/dashboard'))) },
      { path: paths.ensembles.path, element: signedIn(page(() => import('./routes/ensembles'))) },
      { path: paths.library.path, element: signedIn(page(() => import('./routes/library'))) },
      { path: paths.programs.path, element: signedIn(page(() => import('./routes/programs'))) },
      { path: paths.blog.path, element: page(() => import('./routes/blog')) },
      { path: paths.blogArticle.path, element: page(() => import('./routes/blog-article')) },
      { path: paths.profile.path, element: signedIn(page(() => import('./routes/profile'))) },
      { path: paths.payment.path, element: signedIn(page(() => import('./routes/payment'))) },
      { path: paths.inactiveAccount.path, element: page(() => import('./routes/inactive-account')) },
      { path: paths.policies.termsAndConditions.path, element: page(() => import('./routes/terms-and-conditions')) },
      { path: paths.policies.privacyPolicy.path, element: page(() => import('./routes/privacy-policy')) },
      { path: paths.notFound.path, element: page(() => import('./routes/not-found')) },
    ],
  },
  // the audience's page of a shared program: none of the app around it, no sign-in
  {
    path: paths.sharedProgram.path,
    element: <RouteErrorBoundary>{page(() => import('./routes/shared-program'))}</RouteErrorBoundary>,
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * React Router's declarative mode: the app has no loaders or actions, and the data router's code
 * (createBrowserRouter) is ~17 kB gzip more on every first page. Errors and scroll positions,
 * which the data router would handle, are `RouteErrorBoundary` and `ScrollRestoration` here.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PageLoading } from '../components/loading';
import { RootLayout } from './layout/root-layout';
import { RequireAuth } from './require-auth';

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

const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: page(() => import('./routes/landing')) },
      { path: '/login', element: page(() => import('./routes/login')) },
      { path: '/callback', element: page(() => import('./routes/callback')) },
      { path: '/dashboard', element: signedIn(page(() => import('./routes/dashboard'))) },
      { path: '/ensembles', element: signedIn(page(() => import('./routes/ensembles'))) },
      { path: '/library', element: signedIn(page(() => import('./routes/library'))) },
      { path: '/programs', element: signedIn(page(() => import('./routes/programs'))) },
      { path: '/blog', element: page(() => import('./routes/blog')) },
      { path: '/profile', element: signedIn(page(() => import('./routes/profile'))) },
      { path: '/payment', element: signedIn(page(() => import('./routes/payment'))) },
      { path: '/inactive-account', element: page(() => import('./routes/inactive-account')) },
      { path: '/policies/terms-and-conditions', element: page(() => import('./routes/terms-and-conditions')) },
      { path: '/policies/privacy-policy', element: page(() => import('./routes/privacy-policy')) },
      { path: '*', element: page(() => import('./routes/not-found')) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}

import { lazy, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StorefrontLayout } from './layouts/storefront-layout';
import { loadedRoute, loadHome, storefrontLoaders, type RouteLoader } from './route-loaders';
import { PageOutlet } from './page-outlet';
import { loadWordGroup } from './i18n/page-language';

/**
 * Every route of both specs. Each screen is its own lazily loaded module (exporting `Component`);
 * admin screens live under routes/admin and features/admin and are only loaded by an admin route,
 * so shoppers never download admin code (vite.config.ts keeps them in chunks of their own).
 *
 * Declarative routes (BrowserRouter + Routes) rather than a data router: the SPA reads its data in
 * components, and the data router's extra ~18 KiB gzipped would push every page over its JS budget.
 */
const page = (load: RouteLoader): ComponentType => {
  const LazyPage = lazy(() => load().then((module) => ({ default: module.Component })));
  return function Page() {
    // Decided once per visit to the route, so the page never switches component (and state) midway.
    const [LoadedPage] = useState(() => loadedRoute(load)?.Component);
    return LoadedPage ? <LoadedPage /> : <LazyPage />;
  };
};

const Home = page(loadHome);
const storefrontPages = storefrontLoaders.map(
  ([path, load]) => [path, load === loadHome ? Home : page(load)] as const,
);

// Its words are a group of their own (word-groups.ts), loaded beside it: it never renders without them, and a
// 404 rendered on the server hydrates once both are in.
const NotFound = page(() =>
  Promise.all([import('./routes/storefront/not-found'), loadWordGroup('not-found')]).then(
    ([module]) => module,
  ),
);

const { admin } = paths;
/** An admin screen: the admin's route table (routes/admin/screens.ts) loads first, then the screen. */
/** Admin screens render Chakra components: each comes inside Chakra's context (with-chakra.tsx). */
const adminScreen = (key: string) =>
  page(() =>
    Promise.all([import('./routes/admin/screens'), import('@/components/ui/with-chakra')]).then(
      async ([{ adminScreens }, { withChakra }]) => {
        const load = adminScreens[key];
        if (!load) throw new Error(`No admin screen for ${key}`);
        const screen = await load();
        return { ...screen, Component: withChakra(screen.Component) };
      },
    ),
  );
const AdminSignIn = adminScreen('signIn');
const AdminRoot = adminScreen('layout');
const AdminAcceptInvitation = adminScreen('acceptInvitation');
// Every admin path but the sign-in and invitation screens is an admins-only screen inside the admin layout.
const adminPages = Object.values(admin)
  .filter((route) => route !== admin.signIn && route !== admin.acceptInvitation)
  .map(({ path }) => [path, adminScreen(path)] as const);

/** The routes, inside BrowserRouter in the browser (app/index.tsx), StaticRouter in a server render. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<StorefrontLayout outlet={<PageOutlet />} />}>
        <Route index element={<Home />} />
        {storefrontPages.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route element={<PageOutlet asMain />}>
        <Route path={admin.signIn.path} element={<AdminSignIn />} />
        <Route path={admin.acceptInvitation.path} element={<AdminAcceptInvitation />} />
        <Route element={<AdminRoot />}>
          {adminPages.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Route>
    </Routes>
  );
}

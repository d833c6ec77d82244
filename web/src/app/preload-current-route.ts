// Imported first by main.tsx: starts the current page's module and first data before anything else
// is evaluated (app/route-loaders.ts).
import { preloadRoute } from './route-loaders';

preloadRoute(window.location);

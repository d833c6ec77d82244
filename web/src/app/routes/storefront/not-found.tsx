import { NotFoundPage } from '@/components/not-found/not-found-page';

/** Any unknown path (router.tsx's `*`), and Hosting's 404.html, prerendered from it (web/build.ts). */
export function Component() {
  return <NotFoundPage />;
}

import { useEffect } from 'react';
import { useMatches } from 'react-router';

const APP_TITLE = 'ICON Provider Portal';

/** Sets the browser tab's title: '<page> | ICON Provider Portal'. */
export const usePageTitle = (title: string | undefined) => {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_TITLE}` : APP_TITLE;
  }, [title]);
};

/** What a route keeps in its handle. */
interface RouteHandle {
  title?: string;
}

/** The deepest matched route's title ({ handle: { title } }). */
export const useRouteTitle = (): string | undefined => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
};

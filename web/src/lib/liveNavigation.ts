// A page changes its own address now and then without the person asking (a list remembering its
// next page's cursor, Echo naming the conversation its first answer created): a replace
// navigation. Made while the person's own navigation elsewhere is under way (a page's code
// loading on a slow link) it cancels theirs; made after they left, it takes them back. Whether
// the page is still where the person is going is read from the router as it is now, not as of
// the last render (the router's state changes a render before React shows it).

/** The part of a data router this reads (createBrowserRouter's, or a memory router in tests). */
export interface RouterLike {
  state: {
    location: { pathname: string };
    navigation: { location?: { pathname: string } };
  };
}

let followed: RouterLike | undefined;

/** Called once with the app's router (and by tests with theirs). */
export function followRouter(router: RouterLike): void {
  followed = router;
}

/** Whether the person is at `pathname` and not on their way elsewhere. */
export function stillOn(pathname: string): boolean {
  if (!followed) return true;
  const { location, navigation } = followed.state;
  return location.pathname === pathname && (navigation.location?.pathname ?? pathname) === pathname;
}

/**
 * State kept for one page while it renders, keyed by the page's request
 * (`Astro.request`, one per page): each page starts afresh, whatever the
 * order or concurrency of rendering, and the state goes with the request.
 */
export function perPage<T>(make: () => T): (page: object) => T {
  const states = new WeakMap<object, T>();
  return (page) => {
    const state = states.get(page) ?? make();
    states.set(page, state);
    return state;
  };
}

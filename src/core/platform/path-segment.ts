// An id from data as one segment of a call's path (issue 33 item 7). Encoding keeps '/', '?' and
// '#' inside the segment, but the URL parser reads '.' and '..' (and their %2e spellings) as moves
// up the path, so no encoding makes them an id: `DELETE entries/..` would be
// `DELETE shopping-cart/`. Such an id is refused before any request is made.

/** `id` encoded for a path; throws for an id that would not stay one segment. */
export function pathSegment(id: string): string {
  const encoded = encodeURIComponent(id);
  if (encoded === '' || encoded === '.' || encoded === '..')
    throw new Error(`${JSON.stringify(id)} cannot be an id in an address`);
  return encoded;
}

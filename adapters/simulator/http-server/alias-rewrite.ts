/**
 * browsing 2.1 and checkout 7: "some restaurant ids are rewritten to long hashed ids in the path before
 * navigation", so the platform answers to an establishment's hashed aliases (its file's `aliases`) on every
 * call. The address is rewritten before routing: each path segment, and each query value, that is a listed
 * alias becomes the establishment's id, so every route, the storefront's pages included, sees one id.
 * Aliases are long hashed ids (establishment-aliases.ts): no other segment or value can be taken for one.
 */
export function rewriteAliases(url: string, idOfAlias: (candidate: string) => string | null): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const segments = path.split('/').map((segment) => {
    const id = idOfAlias(segment);
    return id === null ? segment : encodeURIComponent(id);
  });
  const pairs = query === '' ? [] : query.split('&').map((pair) => {
    const equalsAt = pair.indexOf('=');
    if (equalsAt === -1) return pair;
    const id = idOfAlias(pair.slice(equalsAt + 1));
    return id === null ? pair : `${pair.slice(0, equalsAt)}=${encodeURIComponent(id)}`;
  });
  return pairs.length === 0 ? (queryAt === -1 ? segments.join('/') : `${segments.join('/')}?`) : `${segments.join('/')}?${pairs.join('&')}`;
}

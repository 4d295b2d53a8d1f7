import type { ConsistencyProblem } from './consistency-problem';

/** Pictures of an establishment folder are served under this path. */
export const PICTURES_PATH = '/demo-assets/';

/** A picture is a file of the assets folder beside the file, or an http(s) address (never javascript: and the like). */
export function pictureProblem(url: string | null, field: string, pictureExists: (name: string) => boolean): ConsistencyProblem | null {
  if (url === null) return null;
  if (url.startsWith(PICTURES_PATH)) {
    const name = url.slice(PICTURES_PATH.length);
    if (/^[\w.-]+$/.test(name) && pictureExists(name)) return null;
    return { field, message: `no picture ${name} in the assets folder beside the file` };
  }
  if (/^https?:\/\/[^/\s]+/i.test(url)) return null;
  return { field, message: `a picture is ${PICTURES_PATH}<file in assets/> or an http(s) address, not "${url}"` };
}

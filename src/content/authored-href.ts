import { sitePath } from '../config';

/**
 * The href of a link the help content names: an in-app one (`meters`,
 * `meters/how-to-read-your-meter`) as its site path, an external one as it is written.
 */
export function authoredHref(link: string, external = false): string {
  return external ? link : sitePath(`/${link}`);
}

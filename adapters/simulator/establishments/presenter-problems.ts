import type { ProductOption } from '../../../core/domain/catalogue/catalogue';
import { gridProblems } from '../../../core/domain/presenter/presenter-grid';
import type { PresenterSettings } from '../../../core/domain/presenter/presenter-settings';
import type { ConsistencyProblem } from './consistency-problem';
import { pictureProblem } from './pictures';

/**
 * Issue 19 (accounts 2): a presenter screen that would show nothing where the shop expects a block: two
 * blocks covering each other, an option or an item the catalogue does not have, a picture not there, or two
 * screens with one name (the second could never be shown).
 */
export function presenterProblems(
  presenter: PresenterSettings | null | undefined,
  options: readonly ProductOption[],
  pictureExists: (name: string) => boolean,
): ConsistencyProblem[] {
  if (!presenter) return [];
  const at = 'settings.presenter';
  const problems: ConsistencyProblem[] = [];
  const names = new Set<string>();
  presenter.screens.forEach((screen, screenIndex) => {
    const here = `${at}.screens.${screenIndex}`;
    if (names.has(screen.screen_name)) problems.push({ field: `${here}.screen_name`, message: `another screen is already named "${screen.screen_name}"` });
    names.add(screen.screen_name);
    screen.blocks.forEach((block, blockIndex) => {
      if (!options.some((option) => option.id === block.option_id)) {
        problems.push({ field: `${here}.blocks.${blockIndex}.option_id`, message: `no option ${block.option_id} in catalogue.options` });
      }
    });
    for (const problem of gridProblems(screen.blocks)) problems.push({ field: `${here}.blocks.${problem.index}`, message: problem.message });
  });
  const itemIds = new Set(options.flatMap((option) => option.product_option_items.map((item) => item.id)));
  presenter.item_media.forEach((media, index) => {
    if (!itemIds.has(media.item_id)) problems.push({ field: `${at}.item_media.${index}.item_id`, message: `no option item ${media.item_id} in catalogue.options` });
    const picture = pictureProblem(media.url, `${at}.item_media.${index}.url`, pictureExists);
    if (picture) problems.push(picture);
  });
  return problems;
}

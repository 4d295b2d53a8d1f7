import * as v from 'valibot';

/**
 * checkout 7 and browsing 2.1 ("some restaurant ids are rewritten to long hashed ids in the path before
 * navigation"): the long hashed ids an establishment also answers to, listed in its file (`aliases`),
 * never in code. Long and opaque by rule, so that no other address segment can be taken for one.
 */
export const establishmentAliasesSchema = v.pipe(
  v.array(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{24,128}$/, 'expected a long hashed id: 24 to 128 letters and digits'))),
  v.maxLength(10),
);

/** Each alias to the id it stands for; an alias that is an id, or given twice, is refused. */
export function aliasIndex(establishments: readonly { readonly settings: { readonly id: string }; readonly aliases?: readonly string[] }[]): ReadonlyMap<string, string> {
  const ids = new Set(establishments.map((establishment) => establishment.settings.id));
  const index = new Map<string, string>();
  for (const { settings, aliases = [] } of establishments) {
    for (const alias of aliases) {
      const taken = ids.has(alias) ? alias : index.get(alias);
      if (taken !== undefined) throw new Error(`the alias ${alias} of ${settings.id} is already ${taken === alias ? 'an establishment id' : `an alias of ${taken}`}`);
      index.set(alias, settings.id);
    }
  }
  return index;
}

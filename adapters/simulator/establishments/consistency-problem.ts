/** A problem of an establishment file: the field (its dot path) and what is wrong, with what to write. */
export interface ConsistencyProblem {
  readonly field: string;
  readonly message: string;
}

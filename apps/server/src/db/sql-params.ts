/** The parameters of a raw statement being written: `add` keeps a value and returns its placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

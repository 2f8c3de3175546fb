/** Why the embedded database's folder cannot be opened (docs/decisions/016). */
export type DataDirProblem =
  | 'DATA_DIR_LOCKED'
  | 'DATA_DIR_MISSING'
  | 'DATA_DIR_NOT_A_DATABASE'
  | 'DATA_DIR_UNREADABLE'
  | 'DATA_DIR_DAMAGED'
  /** A table lost rows a set-up shop always has (docs/decisions/036). */
  | 'DATABASE_INCOMPLETE';

/**
 * A problem with the data folder that a person must solve (stop the other process, restore a
 * backup). The process prints both lines and exits: never a stack trace, never a new shop.
 */
export class DataDirError extends Error {
  constructor(
    readonly problem: DataDirProblem,
    /** pt-BR, for the shop. */
    readonly messagePt: string,
    /** English, for whoever runs the server. */
    readonly messageEn: string,
  ) {
    super(messageEn);
    this.name = 'DataDirError';
  }
}

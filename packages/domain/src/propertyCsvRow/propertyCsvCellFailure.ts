/** Why a cell was refused; the message catalogue turns these into text. */
export type CsvCellIssue = 'required' | 'number' | 'integer' | 'range' | 'date' | 'boolean' | 'tooLong';

/** A refused cell, with the allowed range when the issue is 'range' and the longest text when it is 'tooLong' (in max). */
export interface CsvCellFailure {
  ok: false;
  issue: CsvCellIssue;
  min?: number;
  max?: number;
}

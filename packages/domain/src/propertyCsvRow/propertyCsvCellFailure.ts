/** Why a cell was refused; the message catalogue turns these into text. */
export type CsvCellIssue = 'required' | 'number' | 'integer' | 'range' | 'date' | 'boolean';

/** A refused cell, with the allowed range when the issue is 'range'. */
export interface CsvCellFailure {
  ok: false;
  issue: CsvCellIssue;
  min?: number;
  max?: number;
}

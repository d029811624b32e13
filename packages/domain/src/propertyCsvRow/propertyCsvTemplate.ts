import { csvUploadLimits } from '../constants/limits';
import { formatCsvText } from '../files/csvText';
import { propertyCsvColumns, type PropertyCsvColumn } from './propertyCsvColumns';
import {
  newPropertySamples,
  projectPropertySamples,
  type PropertyCsvTemplateSample,
} from './propertyCsvTemplateSamples';

/** The two templates of the dialog (spec 1 sections 2.2 and 9): standalone listings, or units of projects. */
export const propertyCsvTemplateKinds = ['new', 'project'] as const;

/** Which template: 'new' (standalone properties) or 'project' (adding to existing projects). */
export type PropertyCsvTemplateKind = (typeof propertyCsvTemplateKinds)[number];

/** What a template is built from. */
export interface PropertyCsvTemplateOptions {
  /**
   * Approved project ids for the projectIdOfThis cells of the project template; the 'new' template
   * ignores them. @default []
   */
  readonly projectIds?: readonly number[];
}

/** The template files' names: what the agent finds in their downloads. */
export const propertyCsvTemplateFileNames = {
  new: 'new-properties-template.csv',
  project: 'project-properties-template.csv',
} as const satisfies Record<PropertyCsvTemplateKind, string>;

const samplesOf = {
  new: newPropertySamples,
  project: projectPropertySamples,
} as const satisfies Record<PropertyCsvTemplateKind, readonly PropertyCsvTemplateSample[]>;

/**
 * The project ids the project template writes, in order: the distinct positive whole numbers among
 * `projectIds`, at most one per sample row. The template dialog shows these, so what it promises is
 * what the file holds.
 */
export function propertyCsvTemplateProjectIds(projectIds: readonly number[] = []): number[] {
  const usable = projectIds.filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(usable)].slice(0, csvUploadLimits.templateSampleRows);
}

function sampleRow(sample: PropertyCsvTemplateSample, projectId: number | undefined): string[] {
  const cells: Readonly<Record<PropertyCsvColumn, string>> = {
    ...sample,
    deletedAt: '',
    rejectedOrBlockReason: '',
    deletedReason: '',
    projectIdOfThis: projectId === undefined ? '' : String(projectId),
  };
  return propertyCsvColumns.map((column) => cells[column]);
}

/**
 * A template as rows of cells: the 39 columns in the spec's order, then
 * `csvUploadLimits.templateSampleRows` (3) realistic UAE listings that pass the row check (AED
 * amounts, sqft, M/D/YYYY dates, TRUE/FALSE, Arabic text in one row, a quoted comma in others).
 * A new listing has no deletion or rejection, so those cells are empty on both templates. The
 * project template cycles through the sample project ids; with none (no approved project yet, or
 * still loading) its projectIdOfThis cells stay empty rather than hold an id that may not exist,
 * which the server would refuse: the column is optional and the agent fills in their own.
 */
export function propertyCsvTemplateRows(kind: PropertyCsvTemplateKind, { projectIds }: PropertyCsvTemplateOptions = {}): string[][] {
  const ids = kind === 'project' ? propertyCsvTemplateProjectIds(projectIds) : [];
  const samples = samplesOf[kind].slice(0, csvUploadLimits.templateSampleRows);
  return [[...propertyCsvColumns], ...samples.map((sample, index) => sampleRow(sample, ids.length > 0 ? ids[index % ids.length] : undefined))];
}

/** A template ready to download: its file name and its CSV text (UTF-8 byte-order mark, CRLF). */
export interface PropertyCsvTemplateFile {
  readonly fileName: string;
  readonly text: string;
}

/**
 * A template as a file: the byte-order mark lets Excel read the Arabic sample as UTF-8, and CRLF
 * line ends are what Excel writes back.
 */
export function propertyCsvTemplateFile(kind: PropertyCsvTemplateKind, options: PropertyCsvTemplateOptions = {}): PropertyCsvTemplateFile {
  return {
    fileName: propertyCsvTemplateFileNames[kind],
    text: formatCsvText(propertyCsvTemplateRows(kind, options), { byteOrderMark: true }),
  };
}

/** Construction status ids (spec 3 section 3). */
export const constructionStatusIds = {
  planned: 1,
  underConstruction: 2,
  completed: 3,
  delayed: 4,
  onHold: 5,
  cancelled: 6,
  newlyLaunched: 7,
} as const;

/** One of the seven construction status ids. */
export type ConstructionStatusId = (typeof constructionStatusIds)[keyof typeof constructionStatusIds];

/** Label of each construction status id (spec 3 section 3). */
export const constructionStatusLabels = {
  1: 'Planned',
  2: 'Under Construction',
  3: 'Completed',
  4: 'Delayed',
  5: 'On Hold',
  6: 'Cancelled',
  7: 'Newly Launched',
} as const satisfies Record<ConstructionStatusId, string>;

/** The add-to-project detail view says 'Complete' where other views say 'Completed'. */
export const constructionStatusDetailViewLabels = {
  ...constructionStatusLabels,
  3: 'Complete',
} as const satisfies Record<ConstructionStatusId, string>;

/** The id a missing construction status is treated as (spec 3 section 3). */
export const defaultConstructionStatusId = constructionStatusIds.planned;

/** Label shown for an id outside the seven known ones. */
export const unknownConstructionStatusLabel = 'Unknown';

/** Whether an id is one of the seven known construction statuses. */
export function isConstructionStatusId(id: unknown): id is ConstructionStatusId {
  return typeof id === 'number' && Object.prototype.hasOwnProperty.call(constructionStatusLabels, id);
}

/** The id to use for a construction status: a missing one (null, undefined) counts as Planned (1). */
export function resolveConstructionStatusId(id: number | null | undefined): number {
  return id ?? defaultConstructionStatusId;
}

/** Options of {@link constructionStatusLabel}. */
export interface ConstructionStatusLabelOptions {
  /**
   * Label for the add-to-project detail view, where id 3 reads 'Complete'.
   * @default false
   */
  detailView?: boolean;
}

/** The label of a construction status id: missing means Planned, an unknown id reads 'Unknown'. */
export function constructionStatusLabel(
  id: number | null | undefined,
  { detailView = false }: ConstructionStatusLabelOptions = {},
): string {
  const resolved = resolveConstructionStatusId(id);
  if (!isConstructionStatusId(resolved)) return unknownConstructionStatusLabel;
  return (detailView ? constructionStatusDetailViewLabels : constructionStatusLabels)[resolved];
}

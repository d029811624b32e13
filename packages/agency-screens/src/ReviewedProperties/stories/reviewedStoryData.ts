import type { Property, ReviewedPropertyTab } from '@marketplace/domain';
import { createProject, createProperty, createSeededRandom, type PropertyReviewState } from '@marketplace/domain/fixtures';
import type { ReviewedListKind } from '../reviewedPropertiesFirstData';

/** The review states each tab of each list shows (spec 3 section 7's filters, read the other way). */
const tabStates: Record<ReviewedListKind, Record<ReviewedPropertyTab, readonly PropertyReviewState[]>> = {
  admin: {
    approved: [{ listingStatusId: 1, developerApprovalStatus: 'APPROVED' }],
    pending: [
      { listingStatusId: 8, developerApprovalStatus: 'APPROVED' },
      { listingStatusId: 11, developerApprovalStatus: 'APPROVED' },
    ],
    rejected: [{ listingStatusId: 9, developerApprovalStatus: 'APPROVED' }],
  },
  developer: {
    approved: [{ listingStatusId: 10, developerApprovalStatus: 'APPROVED' }],
    pending: [{ listingStatusId: 10, developerApprovalStatus: 'PENDING' }],
    rejected: [{ listingStatusId: 10, developerApprovalStatus: 'REJECTED' }],
  },
};

/**
 * `count` listings of one tab from the domain's fixture factories: standalone ones for the admin
 * list, units of a project for the developer list; ids from 1 so a story's cards are stable.
 */
export function reviewedProperties(kind: ReviewedListKind, tab: ReviewedPropertyTab, count: number, seed = 18): Property[] {
  const random = createSeededRandom(seed);
  const project = kind === 'developer' ? createProject(random) : undefined;
  const states = tabStates[kind][tab];
  return Array.from({ length: count }, (_, index) =>
    createProperty(random, { id: index + 1 }, { project, reviewState: states[index % states.length] }),
  );
}

/** Every ribbon combination a card can carry: standalone in each admin state, and project units in each developer state. */
export function ribbonCombinations(): Property[] {
  const random = createSeededRandom(7);
  const project = createProject(random);
  const standalone = ([1, 8, 11, 9] as const).map((listingStatusId, index) =>
    createProperty(random, { id: 100 + index }, { reviewState: { listingStatusId, developerApprovalStatus: 'APPROVED' } }),
  );
  const units = (
    [
      [10, 'PENDING'],
      [10, 'APPROVED'],
      [10, 'REJECTED'],
      [11, 'APPROVED'],
      [1, 'APPROVED'],
      [9, 'APPROVED'],
    ] as const
  ).map(([listingStatusId, developerApprovalStatus], index) =>
    createProperty(random, { id: 200 + index }, { project, reviewState: { listingStatusId, developerApprovalStatus } }),
  );
  const bothRejected = createProperty(random, { id: 300, developerApprovalStatus: 'REJECTED', developerRejectReason: 'Unit type withdrawn by the developer.' }, { project, reviewState: { listingStatusId: 9, developerApprovalStatus: 'APPROVED' } });
  return [...standalone, ...units, bothRejected];
}

/** Script and HTML a server might hand back in a name, an address or a reason: each must show as its characters. */
export const hostileTexts = [
  '<img src=x onerror="window.__reviewedXss=1">',
  '<script>window.__reviewedXss=1</script>',
  '"><svg onload="window.__reviewedXss=1">',
  'javascript:window.__reviewedXss=1',
  '<a href="javascript:window.__reviewedXss=1">click</a>',
  '{{constructor.constructor("window.__reviewedXss=1")()}}',
] as const;

/** Listings the card must still render sensibly: no image, price or ROI, zero rooms, a 300-character name, and hostile text. */
export function edgeCaseProperties(): Property[] {
  const random = createSeededRandom(300);
  const base = (id: number, overrides: Partial<Property>) =>
    createProperty(random, { id, ...overrides }, { reviewState: { listingStatusId: 9, developerApprovalStatus: 'APPROVED' } });
  return [
    base(1, { mainImageURL: null, amount: null, roi: null, name: '   ' }),
    base(2, { numOfRooms: 0, numOfBedrooms: 0, numOfBathrooms: 0, landArea: null }),
    base(3, { name: `Palm Jumeirah Signature Villa ${'with private beach and sea views '.repeat(9)}`.slice(0, 300) }),
    ...hostileTexts.map((text, index) => base(10 + index, { name: text, address: text, rejectedOrBlockReason: text })),
  ];
}

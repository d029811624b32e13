import { englishAed, englishCount, englishDecimal } from './englishCounts';

/** The property card of the review lists and its rejection dialog (spec 3 sections 2.9 and 2.11). */
export const propertyCardMessages = {
  untitled: 'Untitled Property',
  imageAlt: (name: string) => `Image of ${name}`,
  /** The price in whole dirhams (Intl: 'AED 1,850,000' with a no-break space). */
  price: (amount: number) => englishAed(amount),
  /** No amount on the listing (the spec is silent; docs/decisions.md, issue 18). */
  priceMissing: 'Price not set',
  roi: (percent: number) => `${englishDecimal(percent, 2)}% ROI`,
  roiMissing: 'ROI not set',
  /** The area figure, in sqft (spec 3: areas in sqft). */
  areaValue: (sqft: number) => `${englishCount(sqft)} sqft`,
  /** A count or area the listing does not give. */
  notGiven: '-',
  rooms: 'Rooms',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  area: 'Area',
  /** The facts list's name for screen readers. */
  factsLabel: 'Property facts',
  /** The ribbons' group name for screen readers. */
  statusLabel: 'Status',
  project: 'Project',
  rejectionReason: 'Rejection Reason',
  adminReason: 'Admin',
  developerReason: 'Developer',
  showReason: 'Show',
  hideReason: 'Hide',
  ribbons: {
    pending: 'Pending',
    adminRejected: 'Admin Rejected',
    public: 'Public',
    devApproved: 'Dev Approved',
    devRejected: 'Dev Rejected',
    devPending: 'Dev Pending',
    project: 'Project',
  },
  manageFaqs: 'Manage FAQs',
  edit: 'Edit',
  delete: 'Delete',
  /** The accessible names of a card's buttons, which name the property (many cards share one page). */
  manageFaqsOf: (name: string) => `Manage FAQs of ${name}`,
  editOf: (name: string) => `Edit ${name}`,
  deleteOf: (name: string) => `Delete ${name}`,
  approve: 'Approve',
  reject: 'Reject',
  deleteDialog: {
    title: 'Are you sure?',
    body: (name: string) =>
      `This action cannot be undone. This will permanently delete the property "${name}" and remove it from the database.`,
    confirm: 'Delete',
    deleting: 'Deleting...',
    cancel: 'Cancel',
  },
  rejectDialog: {
    title: 'Rejection Reason',
    note: 'The reason will be shared with the property owner.',
    label: 'Reason',
    placeholder: 'Enter the reason for rejection...',
    submit: 'Reject Property',
    processing: 'Processing...',
    cancel: 'Cancel',
  },
};

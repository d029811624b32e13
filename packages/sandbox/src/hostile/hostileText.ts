// The hostile seed of the release gate (issue 19, item 3): every text a screen shows from the server
// (names, addresses, notes, messages, reviews, descriptions, FAQs, reasons, highlight labels) and every
// picture or link address becomes one of the XSS corpus's vectors, so a visit of each screen in the host
// shows whether any of them runs. Ids, e-mails, phone numbers, dates, statuses and the lookups a record
// refers to keep their values: the screens still find, filter and save what they show.
import { xssUrlVectors, xssVectors } from '@marketplace/domain/fixtures';
import { isReplaceable } from '../db/replaceable';

/** Fields whose text a screen shows as written (a rich text field's HTML among them). */
const textFields = new Set([
  'name',
  'firstName',
  'lastName',
  'companyName',
  'jobTitle',
  'title',
  'address',
  'description',
  'message',
  'note',
  'review',
  'question',
  'answer',
  'agentName',
  'agencyName',
  'label',
  'specialization',
  'serviceArea',
  'language',
  'paymentPlanDetails',
  'rejectionReason',
  'adminComment',
  'developerComment',
  'reason',
]);

/** Fields holding an address a screen loads (a picture) or offers (a link). */
const urlFields = new Set([
  'profilePicture',
  'coverImageURL',
  'profileImageURL',
  'mainImageURL',
  'floorPlanImageURL',
  'layoutImageURL',
  'imgUrl',
  'url',
  'webUrl',
  'website',
  'facebookUrl',
  'facebookURL',
  'instagramUrl',
  'instagramURL',
  'linkedinUrl',
  'linkedinURL',
  'youtubeUrl',
  'xurl',
]);

/** References to lookup entries: their names are the lookups' own, matched by the form's selects. */
const lookupReferences = new Set([
  'area',
  'constructionStatus',
  'propertyFurnishingStatus',
  'saleType',
  'offeringType',
  'projectType',
  'propertyType',
  'PropertyCategory',
  'propertyCategory',
  'listingStatus',
  'amenitiesEntities',
  'highlightsType',
  'mediaType',
]);

/** Hands out the corpus in turn, so that every vector lands somewhere. */
function corpusCycle(vectors: readonly string[]): () => string {
  let next = 0;
  return () => vectors[next++ % vectors.length]!;
}

function rewrite(value: unknown, nextText: () => string, nextUrl: () => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, nextText, nextUrl));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      if (typeof field === 'string' && field !== '') {
        if (textFields.has(key)) return [key, nextText()];
        if (urlFields.has(key)) return [key, nextUrl()];
        return [key, field];
      }
      if (lookupReferences.has(key)) return [key, field];
      return [key, rewrite(field, nextText, nextUrl)];
    }),
  );
}

/** Lookups (a hostile lookup name is a select option, shown as text like any other) and the sign-in's own tables. */
const untouched: ReadonlySet<string> = new Set(['lookups', 'serviceAreas', 'signInCredentials', 'authTokens', 'csvUploaders', 'seedMedia', 'media']);

/**
 * Rewrites the shown text and the addresses of every record in `collections` with the corpus, in
 * turn; `reset()` puts the seed back.
 */
export function fillWithHostileText(collections: object, skip: ReadonlySet<string> = untouched): void {
  const nextText = corpusCycle(xssVectors);
  const nextUrl = corpusCycle(xssUrlVectors);
  for (const [name, collection] of Object.entries(collections)) {
    if (skip.has(name) || !isReplaceable(collection)) continue;
    collection.replace(collection.list().map((record) => rewrite(record, nextText, nextUrl)) as never[]);
  }
}

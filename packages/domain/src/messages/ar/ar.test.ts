import { describe, expect, it } from 'vitest';
import { en } from '../messages';
import { arabicAed, arabicCount, arabicDecimal, arabicPlural } from './arabicCounts';
import { ar } from './index';
import { isolate } from './isolate';
import { latinWordsInArabicCopy } from './latinWordsInArabicCopy';

/** One call of a message function of `ar`: its arguments, kept to tell them from the translation, and its output. */
interface Sample {
  readonly args: readonly unknown[];
  readonly output: string;
}

function sample<A extends readonly unknown[]>(message: (...args: A) => string, ...args: A): Sample {
  return { args, output: message(...args) };
}

/**
 * Every message function of `ar`, by path, called with the arguments parameterisedMessages.test.ts
 * gives `en`. Where the English sample passes copy of the English catalogue (a column name, a tab
 * name, a status, a field label, a validator's message), the Arabic one passes the Arabic copy, as
 * an Arabic screen would; names, file names, server texts and numbers are the same.
 */
const samples: Record<string, readonly Sample[]> = {
  'common.pageOf': [sample(ar.common.pageOf, 2, 7)],
  'common.goToPage': [sample(ar.common.goToPage, 3)],
  'common.moreCount': [sample(ar.common.moreCount, 2)],
  'common.httpError': [sample(ar.common.httpError, 404, 'Not Found')],
  'common.fetchFailedWithStatus': [
    sample(ar.common.fetchFailedWithStatus, ar.agentList.fetchedResources.agents, 500),
    sample(ar.common.fetchFailedWithStatus, ar.agentList.fetchedResources.properties, 503),
  ],
  'common.amountAed': [sample(ar.common.amountAed, '1,250,000')],
  'common.areaSqft': [sample(ar.common.areaSqft, '1,200')],
  'common.percent': [sample(ar.common.percent, '7.5')],
  'common.charactersRemaining': [1, 0, 2, 3, 11, 200, -1, -2, -5, -11, -100].map((left) => sample(ar.common.charactersRemaining, left)),
  'common.yearsOfExperience': [0, 1, 2, 3, 11, 12, 100].map((years) => sample(ar.common.yearsOfExperience, years)),
  'roiCalculator.amount': [sample(ar.roiCalculator.amount, 33_000), sample(ar.roiCalculator.amount, -128_000.4), sample(ar.roiCalculator.amount, -0.4)],
  'roiCalculator.percent': [sample(ar.roiCalculator.percent, 4.1), sample(ar.roiCalculator.percent, -5.03125), sample(ar.roiCalculator.percent, 1234.5)],
  'roiCalculator.range': [sample(ar.roiCalculator.range, 1, 1_000_000_000)],
  'roiCalculator.notANumber': [sample(ar.roiCalculator.notANumber, 0)],
  'roiCalculator.belowMin': [sample(ar.roiCalculator.belowMin, -10)],
  'roiCalculator.aboveMax': [sample(ar.roiCalculator.aboveMax, 100)],
  'roiCalculator.roiSummary': [sample(ar.roiCalculator.roiSummary, ar.roiCalculator.percent(4.1))],
  'files.csvTooLarge': [sample(ar.files.csvTooLarge, 10)],
  'files.tooLarge': [sample(ar.files.tooLarge, 5), sample(ar.files.tooLarge, 10)],
  'files.uploadFailedWithStatus': [sample(ar.files.uploadFailedWithStatus, 413, 'Payload Too Large')],
  'enquiries.sortBy': [sample(ar.enquiries.sortBy, ar.enquiries.columns.created)],
  'enquiries.loadFailed': [sample(ar.enquiries.loadFailed, 500)],
  'enquiries.statusUpdateFailed': [sample(ar.enquiries.statusUpdateFailed, 409)],
  'enquiries.details.noteTooLong': [sample(ar.enquiries.details.noteTooLong, 2000)],
  'enquiries.noteUpdateFailed': [sample(ar.enquiries.noteUpdateFailed, 400)],
  'enquiries.statusRestored': [sample(ar.enquiries.statusRestored, ar.enquiries.statuses.NEW)],
  'enquiries.resultCount': [
    ...[0, 1, 2, 3, 11, 100, 154, 10_155].map((total) => sample(ar.enquiries.resultCount, total, total)),
    sample(ar.enquiries.resultCount, 3, 154),
    sample(ar.enquiries.resultCount, 1, 10_155),
    sample(ar.enquiries.resultCount, 1, 2),
  ],
  'enquiries.notFound': [sample(ar.enquiries.notFound, 999)],
  'shell.documentTitle': [sample(ar.shell.documentTitle, ar.shell.sections['inquiry-management'])],
  'enquiries.statusOf': [sample(ar.enquiries.statusOf, 'Hassan Petrov')],
  'enquiries.viewDetailsOf': [sample(ar.enquiries.viewDetailsOf, 'Hassan Petrov')],
  'bulkUpload.csv.selectedFile': [sample(ar.bulkUpload.csv.selectedFile, 'listings.csv')],
  'bulkUpload.csv.progress': [sample(ar.bulkUpload.csv.progress, 42)],
  'bulkUpload.guidelines.columns': [sample(ar.bulkUpload.guidelines.columns, 39)],
  'bulkUpload.guidelines.maxSize': [sample(ar.bulkUpload.guidelines.maxSize, 10)],
  'bulkUpload.missingColumns': [sample(ar.bulkUpload.missingColumns, ['name']), sample(ar.bulkUpload.missingColumns, ['amount', 'landArea'])],
  'bulkUpload.wrongColumnCount': [sample(ar.bulkUpload.wrongColumnCount, 39, 37)],
  'bulkUpload.csv.acceptedFiles': [sample(ar.bulkUpload.csv.acceptedFiles, 10)],
  'bulkUpload.csv.removeFile': [sample(ar.bulkUpload.csv.removeFile, 'listings.csv')],
  'bulkUpload.result.serverErrors': [1, 2, 3, 12, 100].map((count) => sample(ar.bulkUpload.result.serverErrors, count)),
  'bulkUpload.validation.rowsChecked': [0, 1, 2, 3, 11, 100, 2000].map((rows) => sample(ar.bulkUpload.validation.rowsChecked, rows)),
  'bulkUpload.validation.noProblems': [sample(ar.bulkUpload.validation.noProblems, 1), sample(ar.bulkUpload.validation.noProblems, 3)],
  'bulkUpload.validation.problemsFound': [sample(ar.bulkUpload.validation.problemsFound, 1, 1), sample(ar.bulkUpload.validation.problemsFound, 7, 3)],
  'bulkUpload.validation.errorRowsFileName': [
    sample(ar.bulkUpload.validation.errorRowsFileName, 'listings.CSV'),
    sample(ar.bulkUpload.validation.errorRowsFileName, 'export'),
  ],
  'bulkUpload.validation.errorReportFileName': [
    sample(ar.bulkUpload.validation.errorReportFileName, 'listings.CSV'),
    sample(ar.bulkUpload.validation.errorReportFileName, 'export'),
  ],
  'bulkUpload.validation.errorRowsCapped': [sample(ar.bulkUpload.validation.errorRowsCapped, 31250, 32000, 10)],
  'bulkUpload.validation.errorReportRow': [sample(ar.bulkUpload.validation.errorReportRow, 'listings.csv')],
  'bulkUpload.validation.previewCaption': [sample(ar.bulkUpload.validation.previewCaption, 5, 2000)],
  'bulkUpload.validation.between': [sample(ar.bulkUpload.validation.between, 0, 100)],
  'bulkUpload.validation.atLeast': [sample(ar.bulkUpload.validation.atLeast, 1)],
  'bulkUpload.validation.atMostCharacters': [sample(ar.bulkUpload.validation.atMostCharacters, 2048)],
  'bulkUpload.validation.unclosedQuote': [sample(ar.bulkUpload.validation.unclosedQuote, 7)],
  'bulkUpload.validation.strayQuote': [sample(ar.bulkUpload.validation.strayQuote, 3)],
  'bulkUpload.validation.moreReadProblems': [1, 2, 4, 11].map((count) => sample(ar.bulkUpload.validation.moreReadProblems, count)),
  'bulkUpload.validation.cellCount': [sample(ar.bulkUpload.validation.cellCount, 2, 39)],
  'bulkUpload.media.acceptedTypes': [sample(ar.bulkUpload.media.acceptedTypes, 10)],
  'bulkUpload.media.cancelUpload': [sample(ar.bulkUpload.media.cancelUpload, 'villa.jpg')],
  'bulkUpload.media.removeItem': [sample(ar.bulkUpload.media.removeItem, 'tour.mp4')],
  'bulkUpload.media.fileProblem': [sample(ar.bulkUpload.media.fileProblem, 'tour.mkv', ar.files.tooLarge(10))],
  'bulkUpload.media.itemFacts': [sample(ar.bulkUpload.media.itemFacts, ar.bulkUpload.media.kinds.image, ar.bulkUpload.media.sizes.megabytes('2.4'))],
  'bulkUpload.media.sizes.bytes': [sample(ar.bulkUpload.media.sizes.bytes, '512')],
  'bulkUpload.media.sizes.kilobytes': [sample(ar.bulkUpload.media.sizes.kilobytes, '148')],
  'bulkUpload.media.sizes.megabytes': [sample(ar.bulkUpload.media.sizes.megabytes, '2.4')],
  'bulkUpload.templates.sampleProjectIds': [
    sample(ar.bulkUpload.templates.sampleProjectIds, [12, 31, 44]),
    sample(ar.bulkUpload.templates.sampleProjectIds, [501]),
  ],
  'bulkUpload.modalBodies.templateDownloaded': [sample(ar.bulkUpload.modalBodies.templateDownloaded, 'new-properties.csv')],
  'bulkUpload.modalBodies.mediaUploaded': [1, 2, 3, 11, 100].map((count) => sample(ar.bulkUpload.modalBodies.mediaUploaded, count)),
  'bulkUpload.modalBodies.fileRemoved': [sample(ar.bulkUpload.modalBodies.fileRemoved, 'villa.jpg')],
  'agencyProfile.loadFailed': [sample(ar.agencyProfile.loadFailed, 500)],
  'agencyProfile.profileImageUploadFailed': [sample(ar.agencyProfile.profileImageUploadFailed, 'File too large')],
  'agencyProfile.coverImageUploadFailed': [sample(ar.agencyProfile.coverImageUploadFailed, 'Network error')],
  'agencyProfile.saveFailed': [sample(ar.agencyProfile.saveFailed, 422)],
  'agencyProfile.areasSelected': [0, 1, 2, 6, 11, 100].map((count) => sample(ar.agencyProfile.areasSelected, count)),
  'agencyProfile.validation.yearRange': [sample(ar.agencyProfile.validation.yearRange, 1900, 2026)],
  'agencyProfile.validation.tabErrors': [1, 2, 3, 11, 100].map((count) => sample(ar.agencyProfile.validation.tabErrors, count)),
  'agencyProfile.validation.tooLong': [sample(ar.agencyProfile.validation.tooLong, 255)],
  'agencyProfile.characterCount': [sample(ar.agencyProfile.characterCount, 12, 255)],
  'reviews.recommendPercent': [sample(ar.reviews.recommendPercent, 80)],
  'reviews.reviewCount': [0, 1, 2, 3, 11, 14, 100].map((count) => sample(ar.reviews.reviewCount, count)),
  'reviews.ratingValue': [sample(ar.reviews.ratingValue, 4, 5)],
  'reviews.starsOption': [1, 2, 5].map((stars) => sample(ar.reviews.starsOption, stars)),
  'reviews.userFallback': [sample(ar.reviews.userFallback, 42), sample(ar.reviews.userFallback, 'a1b2')],
  'reviews.likes': [1, 2, 9, 11].map((count) => sample(ar.reviews.likes, count)),
  'reviews.form.characterCount': [sample(ar.reviews.form.characterCount, 451, 500)],
  'reviews.fetchFailed': [sample(ar.reviews.fetchFailed, 503)],
  'reviews.distributionRow': [sample(ar.reviews.distributionRow, 5, 12, 60), sample(ar.reviews.distributionRow, 1, 1, 5)],
  'reviews.form.commentTooLong': [sample(ar.reviews.form.commentTooLong, 500)],
  'reviews.form.starOption': [sample(ar.reviews.form.starOption, 1), sample(ar.reviews.form.starOption, 5)],
  'team.photoAlt': [sample(ar.team.photoAlt, 'Layla Haddad')],
  'team.viewMember': [sample(ar.team.viewMember, 'Omar')],
  'team.editMember': [sample(ar.team.editMember, 'Omar')],
  'team.deleteMember': [sample(ar.team.deleteMember, 'Omar')],
  'team.form.imageHint': [sample(ar.team.form.imageHint, 2)],
  'team.deleteDialog.body': [sample(ar.team.deleteDialog.body, 'Omar')],
  'agentList.brn': [sample(ar.agentList.brn, '12345')],
  'agentList.viewAgent': [sample(ar.agentList.viewAgent, 'Sara Ali')],
  'agentList.profile.photoAlt': [sample(ar.agentList.profile.photoAlt, 'Sara Ali')],
  'agentList.since': [sample(ar.agentList.since, 2015)],
  'agentList.requestToAddFor': [sample(ar.agentList.requestToAddFor, 'Sara Ali')],
  'agentList.cancelRequestFor': [sample(ar.agentList.cancelRequestFor, 'Sara Ali')],
  'agentList.property.photoOf': [sample(ar.agentList.property.photoOf, 'Marina Loft', 2)],
  'agentList.property.videoOf': [sample(ar.agentList.property.videoOf, 'Marina Loft', 1)],
  'agentManagement.pendingInvitations': [0, 1, 2, 4, 11, 100].map((count) => sample(ar.agentManagement.pendingInvitations, count)),
  'agentManagement.viewAgent': [sample(ar.agentManagement.viewAgent, 'Sara Ali')],
  'agentManagement.removeDialog.body': [sample(ar.agentManagement.removeDialog.body, 'Sara Ali')],
  'agentManagement.detail.propertiesTab': [sample(ar.agentManagement.detail.propertiesTab, 3)],
  'agentManagement.alreadyPending': [sample(ar.agentManagement.alreadyPending, 'Sara')],
  'agentManagement.emptyFindAgentsSearch': [sample(ar.agentManagement.emptyFindAgentsSearch, 'sara@')],
  'agentManagement.invitationSent': [sample(ar.agentManagement.invitationSent, 'Sara')],
  'agentManagement.agentRemoved': [sample(ar.agentManagement.agentRemoved, 'Sara Ali')],
  'mapPicker.selectedCoordinates': [sample(ar.mapPicker.selectedCoordinates, '25.204800', '55.270800')],
  'mapPicker.sources': [sample(ar.mapPicker.sources, 'Natural Earth', 'GeoNames (CC BY 4.0)')],
  'additionalMedia.maxSize': [sample(ar.additionalMedia.maxSize, 10)],
  'additionalMedia.removeItem': [sample(ar.additionalMedia.removeItem, 'tour.mp4')],
  'additionalMedia.retryItem': [sample(ar.additionalMedia.retryItem, 'tour.mp4')],
  'additionalMedia.tooLarge': [sample(ar.additionalMedia.tooLarge, 10)],
  'additionalMedia.dismissRefusal': [sample(ar.additionalMedia.dismissRefusal, 'tour.mp4')],
  'propertyForm.preHandoverOption': [sample(ar.propertyForm.preHandoverOption, 40)],
  'propertyForm.highlightsSummary': [0, 1, 2, 3, 11, 100].map((count) => sample(ar.propertyForm.highlightsSummary, count)),
  'propertyForm.fixErrors': [1, 2, 4, 11, 100].map((count) => sample(ar.propertyForm.fixErrors, count)),
  'propertyForm.images.preview': [sample(ar.propertyForm.images.preview, ar.propertyForm.fields.mainImage)],
  'propertyForm.images.hint': [sample(ar.propertyForm.images.hint, 5)],
  'propertyImages.dropImage': [sample(ar.propertyImages.dropImage, ar.propertyForm.fields.mainImage)],
  'propertyImages.editHint': [sample(ar.propertyImages.editHint, 5)],
  'propertyImages.pendingUpload': [sample(ar.propertyImages.pendingUpload, 'front.png')],
  'propertyImages.tooLarge': [sample(ar.propertyImages.tooLarge, 5)],
  'propertyForm.atLeast': [sample(ar.propertyForm.atLeast, ar.propertyForm.fields.landArea, 1)],
  'propertyForm.atMost': [sample(ar.propertyForm.atMost, ar.propertyForm.fields.completePct, 100)],
  'propertyForm.wholeNumber': [sample(ar.propertyForm.wholeNumber, ar.propertyForm.fields.numOfBedrooms)],
  'propertyForm.notANumber': [sample(ar.propertyForm.notANumber, ar.propertyForm.fields.roi)],
  'propertyForm.fieldRequired': [sample(ar.propertyForm.fieldRequired, ar.propertyForm.fields.name)],
  'listingQuality.score': [sample(ar.listingQuality.score, 65)],
  'listingQuality.checks.title.todo': [sample(ar.listingQuality.checks.title.todo, 10, 80)],
  'listingQuality.checks.description.todo': [sample(ar.listingQuality.checks.description.todo, 100)],
  'listingQuality.checks.amenities.todo': [sample(ar.listingQuality.checks.amenities.todo, 3)],
  'locationHighlights.editItem': [sample(ar.locationHighlights.editItem, 'Dubai Mall')],
  'locationHighlights.removeItem': [sample(ar.locationHighlights.removeItem, 'Dubai Mall')],
  'locationHighlights.mapSource': [sample(ar.locationHighlights.mapSource, 'Natural Earth')],
  'richTextEditor.heading': [sample(ar.richTextEditor.heading, 2)],
  'projectChooser.approvedCount': [0, 1, 2, 3, 12, 100].map((count) => sample(ar.projectChooser.approvedCount, count)),
  'projectChooser.buildings': [1, 2, 3, 11, 100].map((count) => sample(ar.projectChooser.buildings, count)),
  'projectChooser.floors': [1, 2, 3, 40, 100].map((count) => sample(ar.projectChooser.floors, count)),
  'projectChooser.addToProject.percent': [sample(ar.projectChooser.addToProject.percent, 65), sample(ar.projectChooser.addToProject.percent, 42.5)],
  'projectChooser.addToProject.startingFrom': [sample(ar.projectChooser.addToProject.startingFrom, 1_500_000)],
  'reviewLists.searchPlaceholder': [sample(ar.reviewLists.searchPlaceholder, ar.reviewLists.tabNames.approved)],
  'reviewLists.countBadge': [sample(ar.reviewLists.countBadge, 7, ar.reviewLists.tabNames.pending)],
  'propertyCard.imageAlt': [sample(ar.propertyCard.imageAlt, 'Marina Heights 2BR')],
  'propertyCard.roi': [sample(ar.propertyCard.roi, 6.5), sample(ar.propertyCard.roi, 7.125)],
  'propertyCard.price': [sample(ar.propertyCard.price, 1_850_000)],
  'propertyCard.areaValue': [sample(ar.propertyCard.areaValue, 12_400)],
  'propertyCard.manageFaqsOf': [sample(ar.propertyCard.manageFaqsOf, 'Marina Heights')],
  'propertyCard.editOf': [sample(ar.propertyCard.editOf, 'Marina Heights')],
  'propertyCard.deleteOf': [sample(ar.propertyCard.deleteOf, 'Marina Heights')],
  'propertyCard.deleteDialog.body': [sample(ar.propertyCard.deleteDialog.body, 'Marina Heights')],
  'faq.heading': [sample(ar.faq.heading, 4)],
  'faq.dialogTitle': [sample(ar.faq.dialogTitle, 'Palm Villa')],
  'faq.questionTooLong': [sample(ar.faq.questionTooLong, 250)],
  'faq.answerTooLong': [sample(ar.faq.answerTooLong, 1500)],
  'paymentPlans.planHeading': [sample(ar.paymentPlans.planHeading, 2, '  '), sample(ar.paymentPlans.planHeading, 1, ' 40/60 Payment Plan ')],
  'paymentPlans.removePlan': [sample(ar.paymentPlans.removePlan, 2)],
  'paymentPlans.removePlanDialog.title': [sample(ar.paymentPlans.removePlanDialog.title, 2)],
  'paymentPlans.removePlanDialog.body': [
    sample(ar.paymentPlans.removePlanDialog.body, '40/60', 3),
    sample(ar.paymentPlans.removePlanDialog.body, '', 1),
    sample(ar.paymentPlans.removePlanDialog.body, '', 0),
  ],
  'paymentPlans.milestone': [sample(ar.paymentPlans.milestone, 2)],
  'paymentPlans.milestoneName': [sample(ar.paymentPlans.milestoneName, 2)],
  'paymentPlans.milestonePercentage': [sample(ar.paymentPlans.milestonePercentage, 2)],
  'paymentPlans.milestoneDescription': [sample(ar.paymentPlans.milestoneDescription, 2)],
  'paymentPlans.removeMilestone': [sample(ar.paymentPlans.removeMilestone, 2)],
  'paymentPlans.dueDates': [sample(ar.paymentPlans.dueDates, 2)],
  'paymentPlans.newDueDate': [sample(ar.paymentPlans.newDueDate, 2)],
  'paymentPlans.removeDueDate': [sample(ar.paymentPlans.removeDueDate, '31 Mar 2027', 2)],
  'paymentPlans.otherScheduleEntries': [1, 2, 3, 11, 100].map((count) => sample(ar.paymentPlans.otherScheduleEntries, count)),
  'paymentPlans.notANumber': [sample(ar.paymentPlans.notANumber, ar.paymentPlans.milestonePercentage(2))],
  'paymentPlans.outOfRange': [sample(ar.paymentPlans.outOfRange, ar.paymentPlans.resaleAvailable)],
  'paymentPlans.total': [sample(ar.paymentPlans.total, 60), sample(ar.paymentPlans.total, 99.995), sample(ar.paymentPlans.total, 37.5)],
  'paymentPlans.totalUnder': [sample(ar.paymentPlans.totalUnder, 40)],
  'paymentPlans.totalOver': [sample(ar.paymentPlans.totalOver, 12.5)],
  'propertyDraft.keptAgo': [0, -5_000, 60_000, 2 * 60_000, 5 * 60_000 + 59_000, 11 * 60_000, 3_600_000, 3 * 3_600_000, 26 * 3_600_000, 3 * 86_400_000, 11 * 86_400_000].map(
    (elapsed) => sample(ar.propertyDraft.keptAgo, elapsed),
  ),
};

/**
 * Paths whose text is figures and symbols only in every language ('+2', '42%', '12/255', '—'): no
 * Arabic letter is due there. Checked for having no letter at all.
 */
const languageNeutral = new Set([
  'common.moreCount',
  'common.percent',
  'roiCalculator.percent',
  'bulkUpload.csv.progress',
  'agencyProfile.characterCount',
  'reviews.recommendPercent',
  'reviews.form.characterCount',
  'propertyForm.preHandoverOption',
  'projectChooser.addToProject.percent',
  'propertyForm.requiredMark',
  'propertyCard.notGiven',
  'enquiries.noNote',
  'enquiries.noCount',
  'dashboard.loadingValue',
  'dashboard.noCount',
]);

/**
 * Paths whose output is data, not copy: the names of the two downloaded CSV files, kept in ASCII as
 * in English (a file name with no mixed direction and no isolation characters). Checked to equal
 * the English output exactly.
 */
const dataPaths = new Set(['bulkUpload.validation.errorRowsFileName', 'bulkUpload.validation.errorReportFileName']);


/** Whole data strings set in Arabic copy as examples of what to type: removed before looking for Latin words. */
const dataExamples = ['name@agency.ae'];

const arabicLetter = /[\u0600-\u06FF]/;
const nonWesternDigit = /[\u0660-\u0669\u06F0-\u06F9]/;
const innermostIsolate = /\u2068[^\u2068\u2069]*\u2069/g;

/** The text with every isolated run removed (nested ones too); throws on an unbalanced isolate. */
function outsideIsolates(text: string): string {
  let rest = text;
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(innermostIsolate, '');
  }
  if (/[\u2068\u2069]/.test(rest)) throw new Error(`unbalanced isolation in ${JSON.stringify(text)}`);
  return rest;
}

/** The Latin words of 3+ letters that the translation (not its arguments, not an allowed data token) holds. */
function strayLatinWords(text: string, args: readonly unknown[]): string[] {
  let rest = text;
  const argumentTexts = args.flatMap((arg) => (Array.isArray(arg) ? arg : [arg])).filter((arg): arg is string => typeof arg === 'string');
  for (const arg of argumentTexts) {
    for (const value of [arg, arg.trim()]) if (value.trim() !== '') rest = rest.split(value).join(' ');
  }
  for (const example of dataExamples) rest = rest.split(example).join(' ');
  return (rest.match(/[A-Za-z]+/g) ?? []).filter((word) => word.length >= 3 && !latinWordsInArabicCopy.has(word.toLowerCase()));
}

function entries(value: unknown, path: string): [path: string, value: unknown][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => entries(child, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

function shapeOf(value: unknown): unknown {
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shapeOf(child)]));
  }
  return typeof value;
}

const strings = entries(ar, '').filter((entry): entry is [string, string] => typeof entry[1] === 'string');
const outputs = Object.entries(samples).flatMap(([path, cases]) => cases.map((one) => [path, one] as const));

/** The problems of one Arabic text, by the rules above. */
function problemsOf(path: string, text: string, args: readonly unknown[]): string[] {
  const problems: string[] = [];
  if (text === '' || text.trim() !== text) problems.push('empty or with stray whitespace');
  if (nonWesternDigit.test(text)) problems.push('Arabic-Indic digits');
  if (dataPaths.has(path)) return problems;
  const outside = outsideIsolates(text);
  if (/[0-9]/.test(outside)) problems.push(`a digit outside isolation: ${JSON.stringify(outside)}`);
  if (languageNeutral.has(path)) {
    if (/\p{L}/u.test(text)) problems.push('letters in a figures-only text');
  } else if (!arabicLetter.test(text)) problems.push('no Arabic letter');
  const latin = strayLatinWords(text, args);
  if (latin.length > 0) problems.push(`English words: ${latin.join(', ')}`);
  return problems;
}

function functionPaths(value: unknown, path: string): string[] {
  if (typeof value === 'function') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => functionPaths(child, path ? `${path}.${key}` : key));
}

describe('the Arabic catalogue', () => {
  it('has the shape of en, key for key, a string where en has a string and a function where en has one', () => {
    expect(shapeOf(ar)).toEqual(shapeOf(en));
  });

  it('has a sample for every message function of en', () => {
    expect(Object.keys(samples).sort()).toEqual(functionPaths(en, '').sort());
  });

  it('translates every string: Arabic, no English left, digits Western and isolated', () => {
    const problems = strings.flatMap(([path, text]) => problemsOf(path, text, []).map((problem) => `${path}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('translates every function output the same way', () => {
    const problems = outputs.flatMap(([path, { args, output }]) => problemsOf(path, output, args).map((problem) => `${path}(${args.join(', ')}): ${problem}`));
    expect(problems).toEqual([]);
  });

  it('keeps data as English has it', () => {
    for (const name of ['listings.CSV', 'export', 'a.csv']) {
      expect(ar.bulkUpload.validation.errorRowsFileName(name)).toBe(en.bulkUpload.validation.errorRowsFileName(name));
      expect(ar.bulkUpload.validation.errorReportFileName(name)).toBe(en.bulkUpload.validation.errorReportFileName(name));
    }
    expect(ar.bulkUpload.media.hint).toContain('mainImageURL');
    expect(ar.bulkUpload.guidelines.requiredFields).toContain(isolate('name, amount, landArea, address'));
    expect(Object.keys(ar.shell.sections)).toEqual(Object.keys(en.shell.sections));
  });

  it('wraps interpolated values in first-strong isolation', () => {
    expect(ar.common.pageOf(2, 7)).toBe('الصفحة \u20682\u2069 من \u20687\u2069');
    expect(ar.enquiries.statusOf('Hassan Petrov')).toBe('حالة \u2068Hassan Petrov\u2069');
    expect(ar.mapPicker.selectedCoordinates('25.204800', '55.270800')).toBe('الموقع المحدد: \u206825.204800, 55.270800\u2069');
    expect(ar.roiCalculator.belowMin(-10)).toBe('القيمة أقل من الحد الأدنى المسموح، لذا احتُسبت \u2068-10\u2069.');
    expect(ar.bulkUpload.validation.errorReportRow('listings.csv')).toContain('\u2068listings.csv\u2069');
  });

  it('words the fetched resources of the agent list, which the domain passes from the catalogue', () => {
    expect(ar.common.fetchFailedWithStatus(ar.agentList.fetchedResources.agents, 500)).toBe('تعذّر جلب \u2068الوسطاء\u2069. رمز الحالة: \u2068500\u2069');
  });
});

describe('Arabic plurals', () => {
  const at = (text: string) => text.replaceAll('\u2068', '⁨').replaceAll('\u2069', '⁩');
  const resultCounts = (total: number) => at(ar.enquiries.resultCount(total, total));

  it('gives a count of inquiries its six forms', () => {
    expect(resultCounts(0)).toBe('لا توجد استفسارات');
    expect(resultCounts(1)).toBe('استفسار واحد');
    expect(resultCounts(2)).toBe('استفساران');
    expect(resultCounts(3)).toBe('⁨3⁩ استفسارات');
    expect(resultCounts(11)).toBe('⁨11⁩ استفساراً');
    expect(resultCounts(100)).toBe('⁨100⁩ استفسار');
    expect(resultCounts(103)).toBe('⁨103⁩ استفسارات');
    expect(resultCounts(10_155)).toBe('⁨10,155⁩ استفساراً');
    expect(resultCounts(10_100)).toBe('⁨10,100⁩ استفسار');
  });

  it('puts the dual in the genitive after a preposition', () => {
    expect(at(ar.enquiries.resultCount(1, 2))).toBe('عرض ⁨1⁩ من أصل استفسارين');
    expect(at(ar.enquiries.resultCount(3, 154))).toBe('عرض ⁨3⁩ من أصل ⁨154⁩ استفساراً');
    expect(at(ar.bulkUpload.validation.problemsFound(2, 2))).toBe('عُثر على مشكلتين في صفين');
    expect(at(ar.bulkUpload.validation.problemsFound(7, 3))).toBe('عُثر على ⁨7⁩ مشكلات في ⁨3⁩ صفوف');
  });

  it('counts other nouns by the same rules', () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => at(ar.reviews.reviewCount(count)))).toEqual([
      'لا توجد مراجعات',
      'مراجعة واحدة',
      'مراجعتان',
      '⁨3⁩ مراجعات',
      '⁨11⁩ مراجعة',
      '⁨100⁩ مراجعة',
    ]);
    expect([0, 1, 2, 3, 11, 100].map((count) => at(ar.common.yearsOfExperience(count)))).toEqual([
      'أقل من سنة',
      'سنة واحدة',
      'سنتان',
      '⁨3⁩ سنوات',
      '⁨11⁩ سنة',
      '⁨100⁩ سنة',
    ]);
    expect([0, 1, 2, 3, 11, 100].map((count) => at(ar.common.charactersRemaining(count)))).toEqual([
      'لم يتبقَّ أي حرف',
      'بقي حرف واحد',
      'بقي حرفان',
      'بقيت ⁨3⁩ أحرف',
      'بقي ⁨11⁩ حرفاً',
      'بقي ⁨100⁩ حرف',
    ]);
    expect(at(ar.common.charactersRemaining(-2))).toBe('تجاوز الحد بحرفين');
    expect(at(ar.common.charactersRemaining(-5))).toBe('تجاوز الحد بـ⁨5⁩ أحرف');
    expect([1, 2, 3, 11, 100].map((count) => at(ar.bulkUpload.modalBodies.mediaUploaded(count)))).toEqual([
      'تم رفع ملف واحد.',
      'تم رفع ملفين.',
      'تم رفع ⁨3⁩ ملفات.',
      'تم رفع ⁨11⁩ ملفاً.',
      'تم رفع ⁨100⁩ ملف.',
    ]);
    expect(at(ar.projectChooser.floors(40))).toBe('⁨40⁩ طابقاً');
    expect(at(ar.paymentPlans.removePlanDialog.body('40/60', 3))).toBe('ستُزال الخطة «⁨40/60⁩» ودفعاتها الـ⁨3⁩ من النموذج.');
  });

  it('says when a draft was kept', () => {
    expect(at(ar.propertyDraft.keptAgo(30_000))).toBe('حُفظت في علامة التبويب هذه قبل لحظات.');
    expect(at(ar.propertyDraft.keptAgo(60_000))).toBe('حُفظت في علامة التبويب هذه قبل دقيقة.');
    expect(at(ar.propertyDraft.keptAgo(5 * 60_000 + 59_000))).toBe('حُفظت في علامة التبويب هذه قبل ⁨5⁩ دقائق.');
    expect(at(ar.propertyDraft.keptAgo(26 * 3_600_000))).toBe('حُفظت في علامة التبويب هذه أمس.');
    expect(at(ar.propertyDraft.keptAgo(11 * 86_400_000))).toBe('حُفظت في علامة التبويب هذه قبل ⁨11⁩ يوماً.');
  });
});

describe('the Arabic number helpers', () => {
  it('write Western digits, grouped', () => {
    expect(arabicCount(0)).toBe('0');
    expect(arabicCount(10_155)).toBe('10,155');
    expect(arabicCount(-10)).toBe('-10');
    expect(arabicDecimal(1234.5, 2)).toBe('1,234.5');
    expect(arabicDecimal(-5.03125, 2)).toBe('-5.03');
    expect(arabicDecimal(-0.001, 2)).toBe('0');
  });

  it('write dirhams whole, the number isolated before the currency, and no loss of nothing', () => {
    expect(arabicAed(33_000)).toBe('\u206833,000\u2069\u00a0د.إ.');
    expect(arabicAed(-128_000.4)).toBe('\u2068-128,000\u2069\u00a0د.إ.');
    expect(arabicAed(-0.4)).toBe('\u20680\u2069\u00a0د.إ.');
  });

  it('pick the plural form of the six Arabic categories', () => {
    const forms = { zero: 'z', one: 'o', two: 't', few: 'f', many: 'm', other: 'x' };
    expect([0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111, 1000].map((count) => arabicPlural(count, forms)).join('')).toBe('zotffmmxxxfmx');
    expect(arabicPlural(0, { one: 'o', two: 't', few: 'f', many: 'm', other: 'x' })).toBe('x');
  });
});

import { describe, expect, it } from 'vitest';
import { en } from './messages';

type Sample = readonly [output: string, expected: string];

/** Every message function of `en`, by path, called with representative arguments. */
const samples: Record<string, readonly Sample[]> = {
  'common.pageOf': [[en.common.pageOf(2, 7), 'Page 2 of 7']],
  'common.goToPage': [[en.common.goToPage(3), 'Go to page 3']],
  'common.moreCount': [[en.common.moreCount(2), '+2']],
  'common.httpError': [[en.common.httpError(404, 'Not Found'), 'Error: 404 - Not Found']],
  'common.fetchFailedWithStatus': [[en.common.fetchFailedWithStatus('agents', 500), 'Failed to fetch agents. Status: 500']],
  'common.amountAed': [[en.common.amountAed('1,250,000'), 'AED 1,250,000']],
  'common.areaSqft': [[en.common.areaSqft('1,200'), '1,200 sqft']],
  'common.percent': [[en.common.percent('7.5'), '7.5%']],
  'common.charactersRemaining': [
    [en.common.charactersRemaining(1), '1 character remaining'],
    [en.common.charactersRemaining(0), '0 characters remaining'],
    [en.common.charactersRemaining(200), '200 characters remaining'],
    [en.common.charactersRemaining(-1), '1 character over the limit'],
    [en.common.charactersRemaining(-5), '5 characters over the limit'],
  ],
  'common.yearsOfExperience': [
    [en.common.yearsOfExperience(0), '0 years'],
    [en.common.yearsOfExperience(1), '1 year'],
    [en.common.yearsOfExperience(12), '12 years'],
  ],
  'roiCalculator.amount': [
    // Intl keeps the code with its number by a no-break space.
    [en.roiCalculator.amount(33_000), 'AED\u00a033,000'],
    [en.roiCalculator.amount(-128_000.4), '-AED\u00a0128,000'],
    [en.roiCalculator.amount(-0.4), 'AED\u00a00'],
  ],
  'roiCalculator.percent': [
    [en.roiCalculator.percent(4.1), '4.1%'],
    [en.roiCalculator.percent(-5.03125), '-5.03%'],
    [en.roiCalculator.percent(1234.5), '1,234.5%'],
  ],
  'roiCalculator.range': [[en.roiCalculator.range(1, 1_000_000_000), 'From 1 to 1,000,000,000']],
  'roiCalculator.notANumber': [[en.roiCalculator.notANumber(0), 'Not a number, so counted as 0.']],
  'roiCalculator.belowMin': [[en.roiCalculator.belowMin(-10), 'Below the least allowed, so counted as -10.']],
  'roiCalculator.aboveMax': [[en.roiCalculator.aboveMax(100), 'Above the most allowed, so counted as 100.']],
  'roiCalculator.roiSummary': [[en.roiCalculator.roiSummary('4.1%'), 'ROI 4.1%']],
  'files.csvTooLarge': [[en.files.csvTooLarge(10), 'File size must be less than 10MB']],
  'files.tooLarge': [
    [en.files.tooLarge(5), 'File size should not exceed 5MB'],
    [en.files.tooLarge(10), 'File size should not exceed 10MB'],
  ],
  'files.uploadFailedWithStatus': [
    [en.files.uploadFailedWithStatus(413, 'Payload Too Large'), 'Upload failed: 413 - Payload Too Large'],
  ],
  'enquiries.sortBy': [[en.enquiries.sortBy('Created'), 'Sort by Created']],
  'enquiries.loadFailed': [[en.enquiries.loadFailed(500), 'Failed to fetch inquiries. Status: 500']],
  'enquiries.statusUpdateFailed': [
    [en.enquiries.statusUpdateFailed(409), 'Failed to update inquiry status. Status: 409'],
  ],
  'enquiries.details.noteTooLong': [
    [en.enquiries.details.noteTooLong(2000), 'A note can be at most 2,000 characters. Shorten it, then save.'],
  ],
  'enquiries.noteUpdateFailed': [[en.enquiries.noteUpdateFailed(400), 'Failed to update note. Status: 400']],
  'enquiries.statusRestored': [[en.enquiries.statusRestored('New'), 'Status set back to New']],
  'enquiries.resultCount': [
    [en.enquiries.resultCount(154, 154), '154 inquiries'],
    [en.enquiries.resultCount(3, 154), 'Showing 3 of 154 inquiries'],
    [en.enquiries.resultCount(10_155, 10_155), '10,155 inquiries'],
    [en.enquiries.resultCount(1, 10_155), 'Showing 1 of 10,155 inquiries'],
    [en.enquiries.resultCount(1, 1), '1 inquiry'],
    [en.enquiries.resultCount(0, 0), '0 inquiries'],
  ],
  'enquiries.notFound': [[en.enquiries.notFound(999), 'Inquiry 999 was not found. It may have been deleted, or the link is wrong.']],
  'shell.documentTitle': [[en.shell.documentTitle('Inquiry Management'), 'Inquiry Management | Agency Panel']],
  'enquiries.statusOf': [[en.enquiries.statusOf('Hassan Petrov'), 'Status of Hassan Petrov']],
  'enquiries.viewDetailsOf': [[en.enquiries.viewDetailsOf('Hassan Petrov'), 'View details of Hassan Petrov']],
  'bulkUpload.csv.selectedFile': [[en.bulkUpload.csv.selectedFile('listings.csv'), 'Selected file: listings.csv']],
  'bulkUpload.csv.progress': [[en.bulkUpload.csv.progress(42), '42%']],
  'bulkUpload.guidelines.columns': [
    [en.bulkUpload.guidelines.columns(39), 'The file must have all 39 template columns'],
  ],
  'bulkUpload.guidelines.maxSize': [[en.bulkUpload.guidelines.maxSize(10), 'Maximum file size 10MB']],
  'bulkUpload.missingColumns': [
    [en.bulkUpload.missingColumns(['name']), 'Missing required columns: name'],
    [en.bulkUpload.missingColumns(['amount', 'landArea']), 'Missing required columns: amount, landArea'],
  ],
  'bulkUpload.wrongColumnCount': [
    [en.bulkUpload.wrongColumnCount(39, 37), 'Expected 39 columns, but found 37. Please use the template file.'],
  ],
  'bulkUpload.csv.acceptedFiles': [[en.bulkUpload.csv.acceptedFiles(10), "A .csv file of up to 10MB, with the template's columns"]],
  'bulkUpload.csv.removeFile': [[en.bulkUpload.csv.removeFile('listings.csv'), 'Remove listings.csv']],
  'bulkUpload.result.serverErrors': [
    [en.bulkUpload.result.serverErrors(1), '1 problem reported by the server'],
    [en.bulkUpload.result.serverErrors(12), '12 problems reported by the server'],
  ],
  'bulkUpload.validation.rowsChecked': [
    [en.bulkUpload.validation.rowsChecked(1), '1 row checked'],
    [en.bulkUpload.validation.rowsChecked(2000), '2000 rows checked'],
  ],
  'bulkUpload.validation.noProblems': [
    [en.bulkUpload.validation.noProblems(1), 'The 1 row looks good.'],
    [en.bulkUpload.validation.noProblems(3), 'All 3 rows look good.'],
  ],
  'bulkUpload.validation.problemsFound': [
    [en.bulkUpload.validation.problemsFound(1, 1), '1 problem found in 1 row'],
    [en.bulkUpload.validation.problemsFound(7, 3), '7 problems found in 3 rows'],
  ],
  'bulkUpload.validation.errorRowsFileName': [
    [en.bulkUpload.validation.errorRowsFileName('listings.CSV'), 'listings-errors.csv'],
    [en.bulkUpload.validation.errorRowsFileName('export'), 'export-errors.csv'],
  ],
  'bulkUpload.validation.errorReportFileName': [
    [en.bulkUpload.validation.errorReportFileName('listings.CSV'), 'listings-error-report.csv'],
    [en.bulkUpload.validation.errorReportFileName('export'), 'export-error-report.csv'],
  ],
  'bulkUpload.validation.errorRowsCapped': [
    [
      en.bulkUpload.validation.errorRowsCapped(31250, 32000, 10),
      'The file of rows with errors holds the first 31250 of 32000 rows with errors, to stay within 10MB. The error report lists them all.',
    ],
  ],
  'bulkUpload.validation.errorReportRow': [
    [en.bulkUpload.validation.errorReportRow('listings.csv'), 'Row in listings.csv (as a spreadsheet numbers it: first line = 1)'],
  ],
  'bulkUpload.validation.previewCaption': [[en.bulkUpload.validation.previewCaption(5, 2000), 'First 5 of 2000 rows']],
  'bulkUpload.validation.between': [[en.bulkUpload.validation.between(0, 100), 'Must be between 0 and 100']],
  'bulkUpload.validation.atLeast': [[en.bulkUpload.validation.atLeast(1), 'Must be 1 or more']],
  'bulkUpload.validation.atMostCharacters': [[en.bulkUpload.validation.atMostCharacters(2048), 'Must be at most 2,048 characters']],
  'bulkUpload.validation.unclosedQuote': [
    [en.bulkUpload.validation.unclosedQuote(7), 'Row 7: a quoted value never closes, so the rest of the file was read into this row.'],
  ],
  'bulkUpload.validation.strayQuote': [[en.bulkUpload.validation.strayQuote(3), 'Row 3: text follows a closing quote inside a cell.']],
  'bulkUpload.validation.moreReadProblems': [[en.bulkUpload.validation.moreReadProblems(4), 'and 4 more']],
  'bulkUpload.validation.cellCount': [[en.bulkUpload.validation.cellCount(2, 39), 'Row has 2 cells; expected 39']],
  'bulkUpload.media.acceptedTypes': [
    [en.bulkUpload.media.acceptedTypes(10), 'JPEG, PNG, GIF, WebP, MP4, AVI, MOV, WMV, WebM or MKV, up to 10MB each'],
  ],
  'bulkUpload.media.cancelUpload': [[en.bulkUpload.media.cancelUpload('villa.jpg'), 'Cancel upload of villa.jpg']],
  'bulkUpload.media.removeItem': [[en.bulkUpload.media.removeItem('tour.mp4'), 'Remove tour.mp4']],
  'bulkUpload.media.fileProblem': [
    [en.bulkUpload.media.fileProblem('tour.mkv', 'File size should not exceed 10MB'), 'tour.mkv: File size should not exceed 10MB'],
  ],
  'bulkUpload.media.itemFacts': [[en.bulkUpload.media.itemFacts('Image', '2.4 MB'), 'Image · 2.4 MB']],
  'bulkUpload.media.sizes.bytes': [[en.bulkUpload.media.sizes.bytes('512'), '512 B']],
  'bulkUpload.media.sizes.kilobytes': [[en.bulkUpload.media.sizes.kilobytes('148'), '148 KB']],
  'bulkUpload.media.sizes.megabytes': [[en.bulkUpload.media.sizes.megabytes('2.4'), '2.4 MB']],
  'bulkUpload.templates.sampleProjectIds': [
    [en.bulkUpload.templates.sampleProjectIds([12, 31, 44]), 'Sample project IDs: 12, 31, 44'],
    [en.bulkUpload.templates.sampleProjectIds([501]), 'Sample project IDs: 501'],
  ],
  'bulkUpload.modalBodies.templateDownloaded': [
    [en.bulkUpload.modalBodies.templateDownloaded('new-properties.csv'), 'new-properties.csv has been downloaded.'],
  ],
  'bulkUpload.modalBodies.mediaUploaded': [
    [en.bulkUpload.modalBodies.mediaUploaded(1), '1 file uploaded.'],
    [en.bulkUpload.modalBodies.mediaUploaded(3), '3 files uploaded.'],
  ],
  'bulkUpload.modalBodies.fileRemoved': [
    [en.bulkUpload.modalBodies.fileRemoved('villa.jpg'), 'villa.jpg has been removed from the list.'],
  ],
  'agencyProfile.loadFailed': [[en.agencyProfile.loadFailed(500), 'Failed to load profile: 500']],
  'agencyProfile.profileImageUploadFailed': [
    [en.agencyProfile.profileImageUploadFailed('File too large'), 'Profile image upload failed: File too large'],
  ],
  'agencyProfile.coverImageUploadFailed': [
    [en.agencyProfile.coverImageUploadFailed('Network error'), 'Cover image upload failed: Network error'],
  ],
  'agencyProfile.saveFailed': [[en.agencyProfile.saveFailed(422), 'Failed to update profile: 422']],
  'agencyProfile.areasSelected': [
    [en.agencyProfile.areasSelected(1), '1 area selected'],
    [en.agencyProfile.areasSelected(6), '6 areas selected'],
  ],
  'agencyProfile.validation.yearRange': [[en.agencyProfile.validation.yearRange(1900, 2026), 'Enter a year between 1900 and 2026']],
  'agencyProfile.validation.tabErrors': [
    [en.agencyProfile.validation.tabErrors(1), '1 error'],
    [en.agencyProfile.validation.tabErrors(3), '3 errors'],
  ],
  'agencyProfile.validation.tooLong': [[en.agencyProfile.validation.tooLong(255), 'Enter at most 255 characters']],
  'agencyProfile.characterCount': [[en.agencyProfile.characterCount(12, 255), '12/255']],
  'reviews.recommendPercent': [[en.reviews.recommendPercent(80), '80%']],
  'reviews.reviewCount': [
    [en.reviews.reviewCount(1), '1 review'],
    [en.reviews.reviewCount(0), '0 reviews'],
    [en.reviews.reviewCount(14), '14 reviews'],
  ],
  'reviews.ratingValue': [[en.reviews.ratingValue(4, 5), '4 out of 5 stars']],
  'reviews.starsOption': [
    [en.reviews.starsOption(1), '1 Star'],
    [en.reviews.starsOption(5), '5 Stars'],
  ],
  'reviews.userFallback': [
    [en.reviews.userFallback(42), 'User 42'],
    [en.reviews.userFallback('a1b2'), 'User a1b2'],
  ],
  'reviews.likes': [
    [en.reviews.likes(1), '1 like'],
    [en.reviews.likes(9), '9 likes'],
  ],
  'reviews.form.characterCount': [[en.reviews.form.characterCount(451, 500), '451/500']],
  'reviews.fetchFailed': [[en.reviews.fetchFailed(503), 'Failed to fetch reviews: 503']],
  'reviews.distributionRow': [
    [en.reviews.distributionRow(5, 12, 60), '5 stars: 12 reviews (60%)'],
    [en.reviews.distributionRow(1, 1, 5), '1 star: 1 review (5%)'],
  ],
  'reviews.form.commentTooLong': [[en.reviews.form.commentTooLong(500), 'Review must be at most 500 characters']],
  'reviews.form.starOption': [
    [en.reviews.form.starOption(1), '1 star'],
    [en.reviews.form.starOption(5), '5 stars'],
  ],
  'team.photoAlt': [[en.team.photoAlt('Layla Haddad'), 'Photo of Layla Haddad']],
  'team.viewMember': [[en.team.viewMember('Omar'), 'View Omar']],
  'team.editMember': [[en.team.editMember('Omar'), 'Edit Omar']],
  'team.deleteMember': [[en.team.deleteMember('Omar'), 'Delete Omar']],
  'team.form.imageHint': [[en.team.form.imageHint(2), 'Images only, up to 2MB']],
  'team.deleteDialog.body': [
    [en.team.deleteDialog.body('Omar'), 'Are you sure you want to delete Omar? This action cannot be undone.'],
  ],
  'agentList.brn': [[en.agentList.brn('12345'), 'BRN: 12345']],
  'agentList.viewAgent': [[en.agentList.viewAgent('Sara Ali'), 'View Sara Ali']],
  'agentList.profile.photoAlt': [[en.agentList.profile.photoAlt('Sara Ali'), 'Photo of Sara Ali']],
  'agentList.since': [[en.agentList.since(2015), 'Since 2015']],
  'agentList.requestToAddFor': [[en.agentList.requestToAddFor('Sara Ali'), 'Request to add Sara Ali']],
  'agentList.cancelRequestFor': [[en.agentList.cancelRequestFor('Sara Ali'), 'Cancel the request for Sara Ali']],
  'agentList.property.photoOf': [[en.agentList.property.photoOf('Marina Loft', 2), 'Marina Loft, photo 2']],
  'agentList.property.videoOf': [[en.agentList.property.videoOf('Marina Loft', 1), 'Marina Loft, video 1']],
  'agentManagement.pendingInvitations': [
    [en.agentManagement.pendingInvitations(1), '1 pending invitation'],
    [en.agentManagement.pendingInvitations(4), '4 pending invitations'],
  ],
  'agentManagement.viewAgent': [[en.agentManagement.viewAgent('Sara Ali'), 'View Sara Ali']],
  'agentManagement.removeDialog.body': [
    [en.agentManagement.removeDialog.body('Sara Ali'), 'Are you sure you want to remove Sara Ali from your agency?'],
  ],
  'agentManagement.detail.propertiesTab': [[en.agentManagement.detail.propertiesTab(3), 'Properties (3)']],
  'agentManagement.alreadyPending': [
    [en.agentManagement.alreadyPending('Sara'), 'Sara already has a pending invitation request.'],
  ],
  'agentManagement.emptyFindAgentsSearch': [
    [
      en.agentManagement.emptyFindAgentsSearch('sara@'),
      'No agents found with email matching "sara@". Please check the email address and try again.',
    ],
  ],
  'agentManagement.invitationSent': [
    [en.agentManagement.invitationSent('Sara'), 'Invitation sent to Sara successfully!'],
  ],
  'agentManagement.agentRemoved': [
    [en.agentManagement.agentRemoved('Sara Ali'), 'Sara Ali has been removed from your agency successfully'],
  ],
  'mapPicker.selectedCoordinates': [
    [en.mapPicker.selectedCoordinates('25.204800', '55.270800'), 'Selected: 25.204800, 55.270800'],
  ],
  'mapPicker.sources': [
    [en.mapPicker.sources('Natural Earth', 'GeoNames (CC BY 4.0)'), 'Map: Natural Earth. Address search: GeoNames (CC BY 4.0).'],
  ],
  'additionalMedia.maxSize': [[en.additionalMedia.maxSize(10), 'Maximum file size 10MB']],
  'additionalMedia.removeItem': [[en.additionalMedia.removeItem('tour.mp4'), 'Remove tour.mp4']],
  'additionalMedia.retryItem': [[en.additionalMedia.retryItem('tour.mp4'), 'Retry uploading tour.mp4']],
  'additionalMedia.tooLarge': [[en.additionalMedia.tooLarge(10), 'File size should not exceed 10MB']],
  'additionalMedia.dismissRefusal': [[en.additionalMedia.dismissRefusal('tour.mp4'), 'Dismiss the message about tour.mp4']],
  'propertyForm.preHandoverOption': [[en.propertyForm.preHandoverOption(40), '40%']],
  'propertyForm.highlightsSummary': [[en.propertyForm.highlightsSummary(1), '1 nearby location'], [en.propertyForm.highlightsSummary(3), '3 nearby locations']],
  'propertyForm.fixErrors': [[en.propertyForm.fixErrors(1), 'Check the field marked in red.'], [en.propertyForm.fixErrors(4), 'Check the 4 fields marked in red.']],
  'propertyForm.images.preview': [[en.propertyForm.images.preview('Main Image'), 'Main Image preview']],
  'propertyForm.images.hint': [[en.propertyForm.images.hint(5), 'JPEG, PNG, GIF or WebP, up to 5MB']],
  'propertyImages.dropImage': [[en.propertyImages.dropImage('Main Image'), 'Drag and drop the Main Image here']],
  'propertyImages.editHint': [[en.propertyImages.editHint(5), 'JPG, PNG or GIF, up to 5MB']],
  'propertyImages.pendingUpload': [[en.propertyImages.pendingUpload('front.png'), 'front.png will be uploaded when you save.']],
  'propertyImages.tooLarge': [[en.propertyImages.tooLarge(5), 'File size should not exceed 5MB']],
  'propertyForm.atLeast': [[en.propertyForm.atLeast('Area (sqft)', 1), 'Area (sqft) must be at least 1.']],
  'propertyForm.atMost': [[en.propertyForm.atMost('Completion %', 100), 'Completion % must be at most 100.']],
  'propertyForm.wholeNumber': [[en.propertyForm.wholeNumber('Bedrooms'), 'Bedrooms must be a whole number.']],
  'propertyForm.notANumber': [[en.propertyForm.notANumber('ROI'), 'ROI must be a number, such as 1,250,000.']],
  'propertyForm.fieldRequired': [[en.propertyForm.fieldRequired('Property Name'), 'Property Name is required.']],
  'listingQuality.score': [[en.listingQuality.score(65), '65 of 100']],
  'listingQuality.checks.title.todo': [[en.listingQuality.checks.title.todo(10, 80), 'Give it a title of 10 to 80 characters']],
  'listingQuality.checks.description.todo': [[en.listingQuality.checks.description.todo(100), 'Describe it in at least 100 words']],
  'listingQuality.checks.amenities.todo': [[en.listingQuality.checks.amenities.todo(3), 'Choose at least 3 amenities']],
  'locationHighlights.editItem': [[en.locationHighlights.editItem('Dubai Mall'), 'Edit Dubai Mall']],
  'locationHighlights.removeItem': [[en.locationHighlights.removeItem('Dubai Mall'), 'Remove Dubai Mall']],
  'locationHighlights.mapSource': [[en.locationHighlights.mapSource('Natural Earth'), 'Map: Natural Earth.']],
  'richTextEditor.heading': [[en.richTextEditor.heading(2), 'Heading 2']],
  'projectChooser.approvedCount': [[en.projectChooser.approvedCount(12), '12 approved projects available']],
  'projectChooser.buildings': [
    [en.projectChooser.buildings(1), '1 Building'],
    [en.projectChooser.buildings(3), '3 Buildings'],
  ],
  'projectChooser.floors': [
    [en.projectChooser.floors(1), '1 Floor'],
    [en.projectChooser.floors(40), '40 Floors'],
  ],
  'projectChooser.addToProject.percent': [
    [en.projectChooser.addToProject.percent(65), '65%'],
    [en.projectChooser.addToProject.percent(42.5), '42.5%'],
  ],
  'projectChooser.addToProject.startingFrom': [
    [en.projectChooser.addToProject.startingFrom(1_500_000), 'AED\u00a01,500,000, Starting from'],
  ],
  'reviewLists.searchPlaceholder': [
    [en.reviewLists.searchPlaceholder(en.reviewLists.tabNames.approved), 'Search approved properties...'],
  ],
  'reviewLists.countBadge': [[en.reviewLists.countBadge(7, en.reviewLists.tabNames.pending), '7 pending properties']],
  'propertyCard.imageAlt': [[en.propertyCard.imageAlt('Marina Heights 2BR'), 'Image of Marina Heights 2BR']],
  'propertyCard.roi': [
    [en.propertyCard.roi(6.5), '6.5% ROI'],
    [en.propertyCard.roi(7.125), '7.13% ROI'],
  ],
  'propertyCard.price': [[en.propertyCard.price(1_850_000), 'AED\u00a01,850,000']],
  'propertyCard.areaValue': [[en.propertyCard.areaValue(12_400), '12,400 sqft']],
  'propertyCard.manageFaqsOf': [[en.propertyCard.manageFaqsOf('Marina Heights'), 'Manage FAQs of Marina Heights']],
  'propertyCard.editOf': [[en.propertyCard.editOf('Marina Heights'), 'Edit Marina Heights']],
  'propertyCard.deleteOf': [[en.propertyCard.deleteOf('Marina Heights'), 'Delete Marina Heights']],
  'propertyCard.deleteDialog.body': [
    [
      `${en.propertyCard.deleteDialog.title} ${en.propertyCard.deleteDialog.body('Marina Heights')}`,
      'Are you sure? This action cannot be undone. This will permanently delete the property "Marina Heights" and remove it from the database.',
    ],
  ],
  'faq.heading': [[en.faq.heading(4), 'Property FAQs (4)']],
  'faq.dialogTitle': [[en.faq.dialogTitle('Palm Villa'), 'Property FAQs - Palm Villa']],
  'faq.questionTooLong': [[en.faq.questionTooLong(250), 'The question can be at most 250 characters long.']],
  'faq.answerTooLong': [[en.faq.answerTooLong(1500), 'The answer can be at most 1500 characters long.']],
  'paymentPlans.planHeading': [
    [en.paymentPlans.planHeading(2, '  '), 'Payment plan 2'],
    [en.paymentPlans.planHeading(1, ' 40/60 Payment Plan '), 'Payment plan 1: 40/60 Payment Plan'],
  ],
  'paymentPlans.removePlan': [[en.paymentPlans.removePlan(2), 'Remove payment plan 2']],
  'paymentPlans.removePlanDialog.title': [[en.paymentPlans.removePlanDialog.title(2), 'Remove payment plan 2?']],
  'paymentPlans.removePlanDialog.body': [
    [en.paymentPlans.removePlanDialog.body('40/60', 3), '"40/60" and its 3 milestones will be removed from the form.'],
    [en.paymentPlans.removePlanDialog.body('', 1), 'This plan and its 1 milestone will be removed from the form.'],
  ],
  'paymentPlans.milestone': [[en.paymentPlans.milestone(2), 'Milestone 2']],
  'paymentPlans.milestoneName': [[en.paymentPlans.milestoneName(2), 'Milestone 2 name']],
  'paymentPlans.milestonePercentage': [[en.paymentPlans.milestonePercentage(2), 'Milestone 2 percentage']],
  'paymentPlans.milestoneDescription': [[en.paymentPlans.milestoneDescription(2), 'Milestone 2 description']],
  'paymentPlans.removeMilestone': [[en.paymentPlans.removeMilestone(2), 'Remove milestone 2']],
  'paymentPlans.dueDates': [[en.paymentPlans.dueDates(2), 'Milestone 2 due dates']],
  'paymentPlans.newDueDate': [[en.paymentPlans.newDueDate(2), 'Milestone 2 new due date']],
  'paymentPlans.removeDueDate': [[en.paymentPlans.removeDueDate('31 Mar 2027', 2), 'Remove due date 31 Mar 2027 of milestone 2']],
  'paymentPlans.otherScheduleEntries': [
    [en.paymentPlans.otherScheduleEntries(1), '1 other schedule entry is kept as saved.'],
    [en.paymentPlans.otherScheduleEntries(2), '2 other schedule entries are kept as saved.'],
  ],
  'paymentPlans.notANumber': [[en.paymentPlans.notANumber('Milestone 2 percentage'), 'Milestone 2 percentage must be a number, such as 40 or 12.5.']],
  'paymentPlans.outOfRange': [[en.paymentPlans.outOfRange('Resale available (%)'), 'Resale available (%) must be from 0 to 100.']],
  'paymentPlans.total': [
    [en.paymentPlans.total(60), 'Total: 60% of 100%'],
    [en.paymentPlans.total(99.995), 'Total: 100% of 100%'],
    [en.paymentPlans.total(37.5), 'Total: 37.5% of 100%'],
  ],
  'paymentPlans.totalUnder': [[en.paymentPlans.totalUnder(40), '40% is not assigned to a milestone yet. The form still saves.']],
  'paymentPlans.totalOver': [[en.paymentPlans.totalOver(12.5), 'The milestones exceed 100% by 12.5%. The form still saves.']],
  'propertyDraft.keptAgo': [
    [en.propertyDraft.keptAgo(0), 'Kept in this tab moments ago.'],
    [en.propertyDraft.keptAgo(-5_000), 'Kept in this tab moments ago.'],
    [en.propertyDraft.keptAgo(60_000), 'Kept in this tab 1 minute ago.'],
    [en.propertyDraft.keptAgo(5 * 60_000 + 59_000), 'Kept in this tab 5 minutes ago.'],
    [en.propertyDraft.keptAgo(3 * 3_600_000), 'Kept in this tab 3 hours ago.'],
    [en.propertyDraft.keptAgo(26 * 3_600_000), 'Kept in this tab yesterday.'],
    [en.propertyDraft.keptAgo(3 * 86_400_000), 'Kept in this tab 3 days ago.'],
  ],
};

function functionPaths(value: unknown, path: string): string[] {
  if (typeof value === 'function') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => functionPaths(child, path ? `${path}.${key}` : key));
}

describe('parameterised messages', () => {
  it('has a sample for every message function of the catalogue', () => {
    expect(Object.keys(samples).sort()).toEqual(functionPaths(en, '').sort());
  });

  it.each(Object.entries(samples))('%s renders the exact text', (_path, cases) => {
    for (const [output, expected] of cases) expect(output).toBe(expected);
  });
});

import { en, type FileRejectionReason } from '@marketplace/domain';
import type { BulkUploadNotice } from '../bulkUploadNotice';
import { mediaUploadMaxMegabytes } from './mediaFileTypes';

const titles = en.bulkUpload.modalTitles;
const bodies = en.bulkUpload.modalBodies;

function refusalText(reason: FileRejectionReason): string {
  if (reason === 'too-large') return en.files.tooLarge(mediaUploadMaxMegabytes);
  if (reason === 'unsupported-type') return en.files.mediaInvalidType;
  return en.files.invalidFile;
}

/** A file the shared validator refused (spec 3 section 5), before anything is sent. */
export function mediaRefusedNotice(fileName: string, reason: FileRejectionReason): BulkUploadNotice {
  return { tone: 'danger', title: titles.mediaUploadFailed, message: en.bulkUpload.media.fileProblem(fileName, refusalText(reason)) };
}

/** An upload the server or the network failed. */
export function mediaFailedNotice(fileName: string, problem: string): BulkUploadNotice {
  return { tone: 'danger', title: titles.mediaUploadFailed, message: en.bulkUpload.media.fileProblem(fileName, problem) };
}

/** The files of one choice that reached the server. */
export function mediaUploadedNotice(count: number): BulkUploadNotice {
  return { tone: 'success', title: titles.mediaUploaded, message: bodies.mediaUploaded(count) };
}

export const urlCopiedNotice: BulkUploadNotice = { tone: 'success', title: titles.urlCopied, message: bodies.urlCopied };

export const copyFailedNotice: BulkUploadNotice = { tone: 'danger', title: titles.copyFailed, message: bodies.copyFailed };

export function fileRemovedNotice(fileName: string): BulkUploadNotice {
  return { tone: 'success', title: titles.fileRemoved, message: bodies.fileRemoved(fileName) };
}

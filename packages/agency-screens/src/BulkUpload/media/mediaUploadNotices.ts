import { isolatedText, type FileRejectionReason, type Messages } from '@marketplace/domain';
import type { BulkUploadNotice } from '../bulkUploadNotice';
import { mediaUploadMaxMegabytes } from './mediaFileTypes';

/** The groups the media notices are worded in. */
export type MediaNoticeMessages = Pick<Messages, 'bulkUpload' | 'files'>;

function refusalText(files: Messages['files'], reason: FileRejectionReason): string {
  if (reason === 'too-large') return files.tooLarge(mediaUploadMaxMegabytes);
  if (reason === 'unsupported-type') return files.mediaInvalidType;
  return files.invalidFile;
}

/** A file the shared validator refused (spec 3 section 5), before anything is sent. */
export function mediaRefusedNotice(messages: MediaNoticeMessages, fileName: string, reason: FileRejectionReason): BulkUploadNotice {
  return mediaFailedNotice(messages, fileName, refusalText(messages.files, reason));
}

/** An upload the server or the network failed. */
export function mediaFailedNotice({ bulkUpload }: MediaNoticeMessages, fileName: string, problem: string): BulkUploadNotice {
  return { tone: 'danger', title: bulkUpload.modalTitles.mediaUploadFailed, message: bulkUpload.media.fileProblem(fileName, problem) };
}

/** The files of one choice that reached the server. */
export function mediaUploadedNotice({ bulkUpload }: MediaNoticeMessages, count: number): BulkUploadNotice {
  return { tone: 'success', title: bulkUpload.modalTitles.mediaUploaded, message: bulkUpload.modalBodies.mediaUploaded(count) };
}

export function urlCopiedNotice({ bulkUpload }: MediaNoticeMessages): BulkUploadNotice {
  return { tone: 'success', title: bulkUpload.modalTitles.urlCopied, message: bulkUpload.modalBodies.urlCopied };
}

export function copyFailedNotice({ bulkUpload }: MediaNoticeMessages): BulkUploadNotice {
  return { tone: 'danger', title: bulkUpload.modalTitles.copyFailed, message: bulkUpload.modalBodies.copyFailed };
}

export function fileRemovedNotice({ bulkUpload }: MediaNoticeMessages, fileName: string): BulkUploadNotice {
  return { tone: 'success', title: bulkUpload.modalTitles.fileRemoved, message: bulkUpload.modalBodies.fileRemoved(isolatedText(fileName)) };
}

import { HttpResponse } from 'msw';

/** The error body of the contract: `{ message: { en } }`, which clients read as the message to show. */
export interface SandboxErrorBody {
  readonly message: { readonly en: string };
}

/** An error answer in the contract's shape, e.g. `errorResponse(404, 'Enquiry not found')`. */
export function errorResponse(status: number, message: string, init: Omit<ResponseInit, 'status'> = {}): Response {
  return HttpResponse.json<SandboxErrorBody>({ message: { en: message } }, { ...init, status });
}

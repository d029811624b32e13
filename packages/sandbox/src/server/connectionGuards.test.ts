// @vitest-environment node
import { maxHeaderSize } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { answerClientError } from './connectionGuards';

function answerTo(code: string | undefined): string {
  const socket = new PassThrough();
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  answerClientError(Object.assign(new Error('Parse Error'), { code }), socket);
  return Buffer.concat(chunks).toString('utf8');
}

describe('answerClientError', () => {
  it('answers a request line and headers over the limit 431 in the contract shape', () => {
    const answer = answerTo('HPE_HEADER_OVERFLOW');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toEqual({ message: { en: `Request line and headers exceed ${maxHeaderSize} bytes` } });
  });

  it('answers any other unparsable request 400 with a message', () => {
    const answer = answerTo('HPE_INVALID_METHOD');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toEqual({ message: { en: 'Malformed HTTP request' } });
  });
});

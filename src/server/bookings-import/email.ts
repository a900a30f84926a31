import { simpleParser, type Attachment } from 'mailparser';
import { AppError, unprocessable } from '../errors';

/**
 * An e-mail's parts, parsed with mailparser within bounds: a message with more than
 * MAX_MIME_PARTS parts or multiparts nested deeper than MAX_MIME_DEPTH is refused before it is
 * parsed, and parsing has a deadline, so a malformed or hostile MIME tree cannot hold a request.
 */
export const MAX_MIME_PARTS = 200;
export const MAX_MIME_DEPTH = 20;
const MAIL_DEADLINE_MS = 5000;

export interface MailParts {
  html: string;
  text: string;
  attachments: { type: string; name: string; content: Uint8Array }[];
}

const unreadable = (message: string) => unprocessable(message, 'unreadable_file');

/** Counts parts and nesting from the headers alone (a boundary opens a level). */
function checkShape(source: string): void {
  const types = source.match(/^content-type:[^\n]*/gim) ?? [];
  if (types.length > MAX_MIME_PARTS)
    throw unreadable(`This e-mail has too many parts (${MAX_MIME_PARTS} at most).`);
  const multiparts = types.filter((t) => /multipart\//i.test(t)).length;
  if (multiparts > MAX_MIME_DEPTH)
    throw unreadable('This e-mail’s parts are nested too deeply to be a confirmation.');
}

export async function readMail(bytes: Uint8Array): Promise<MailParts> {
  checkShape(new TextDecoder().decode(bytes));
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(unreadable('This e-mail took too long to read.')),
      MAIL_DEADLINE_MS,
    );
  });
  try {
    const mail = await Promise.race([
      simpleParser(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        skipHtmlToText: true,
        skipTextToHtml: true,
        skipImageLinks: true,
        skipTextLinks: true,
        maxHtmlLengthToParse: 5 * 1024 * 1024,
      }),
      deadline,
    ]);
    return {
      html: typeof mail.html === 'string' ? mail.html : '',
      text: mail.text ?? '',
      attachments: mail.attachments.map((a: Attachment) => ({
        type: (a.contentType || '').toLowerCase(),
        name: a.filename ?? '',
        content: new Uint8Array(a.content.buffer, a.content.byteOffset, a.content.byteLength),
      })),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable('This e-mail cannot be read; its parts are malformed.');
  } finally {
    clearTimeout(timer);
  }
}

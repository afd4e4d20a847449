import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type RequestHandler, Router } from 'express';
import multer from 'multer';
import { UPLOAD_MAX_BYTES } from '#shared/schemas/upload.ts';
import { badRequest, HttpError, notFound } from '../../http/http-error.ts';
import { UPLOAD_FILE, type UploadStore } from './upload-images.ts';
import type { UploadNames } from './upload-names.ts';
import { SESSION_CALLS } from '#shared/api/session-calls.ts';
import { declaredRoute } from '../../http/declared-route.ts';

/** The stem an upload's address names (`/uploads/<stem>.jpg`). */
const UPLOAD_STEM = /^\/uploads\/([a-f0-9]{32})\./;

const TOO_LARGE = `The file is too large; the limit is ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;

/** multer's own errors become the usual JSON errors (it knows nothing of HttpError). */
function receivedError(err: unknown): unknown {
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return new HttpError(413, TOO_LARGE);
    return badRequest(`Upload one image in the form field "file" (${err.message})`);
  }
  // Writing the received file failed (a full or read-only disk): the error handler says so (503).
  if (err instanceof Error && 'syscall' in err) return err;
  // Anything else comes from busboy parsing the body (bad part header, missing boundary,
  // truncated form): the client sent a malformed multipart body.
  return badRequest('Malformed multipart/form-data body');
}

function receiveOneFile(store: UploadStore): RequestHandler {
  /** The file each request is being received into, removed if receiving fails. */
  const receiving = new WeakMap<object, string>();
  const receive = multer({
    // Browsers send a file's name as UTF-8 ("Cuisine été.jpg"), not Latin-1 as busboy assumes.
    defParamCharset: 'utf8',
    // Streamed to a temporary file: twenty photos arriving at once do not sit in memory.
    storage: multer.diskStorage({
      destination: (_req, _file, done) => done(null, store.incomingDir),
      filename: (req, _file, done) => {
        const name = store.incomingName();
        receiving.set(req, join(store.incomingDir, name));
        done(null, name);
      },
    }),
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  }).single('file');
  return (req, res, next) => {
    receive(req, res, (err: unknown) => {
      if (!err) return next();
      // multer leaves a file whose write failed (disk full mid-photo): its bytes would hold the
      // space until the next start empties incoming/.
      const partial = receiving.get(req);
      void (partial ? rm(partial, { force: true }).catch(() => undefined) : Promise.resolve()).then(() =>
        next(receivedError(err)),
      );
    });
  };
}

/**
 * POST /api/upload (owner, CSRF checked before the body is read) and GET /uploads/<file>.
 * The client's file name and type decide nothing: the bytes decide, and name the files (the same
 * bytes sent again answer the same url, see UploadStore). The name is kept only to be shown.
 */
export function uploadRouter(store: UploadStore, requireOwner: RequestHandler, names: UploadNames): Router {
  const router = Router();

  declaredRoute(router, SESSION_CALLS.upload)(requireOwner, receiveOneFile(store), async (req, res) => {
    if (!req.is('multipart/form-data'))
      throw badRequest('Send the image as multipart/form-data in the field "file"');
    if (!req.file) throw badRequest('Choose a picture to upload: the request carried no file.');
    const answer = await store.save(req.file.path);
    // The name is only kept to be shown in the media library (upload-names.ts).
    const stem = UPLOAD_STEM.exec(answer.url)?.[1];
    if (stem) await names.remember(stem, req.file.originalname);
    res.status(201).json(answer);
  });

  router.get('/uploads/:file', async (req, res) => {
    const name = req.params.file;
    if (!UPLOAD_FILE.test(name)) throw notFound('No such upload');
    const data = await store.storage.read(name);
    if (!data) throw notFound('No such upload');
    // A name always holds the same image (it comes from the bytes received), so a year of caching is safe.
    res
      .type(name.slice(name.lastIndexOf('.')))
      .set({
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        // The desktop admin shows previews from another origin.
        'Cross-Origin-Resource-Policy': 'cross-origin',
      })
      .send(data);
  });

  return router;
}

import { useState } from 'react';
import { failureOf, refusalOf } from '../lib/upload-checks.ts';
import { type UploadProgress, useAdminPlatform } from '../platform/platform.ts';

/**
 * Picks images (or takes dropped ones) and uploads them one after another through the platform (the same checks as the
 * portfolio's Upload Image field), answering the urls of those that arrived. `status` says what is
 * happening, `problem` why a file was refused.
 */
export function useImageUpload() {
  const platform = useAdminPlatform();
  const [status, setStatus] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  /** Uploads files chosen or dropped, one after another; answers the urls of those that arrived. */
  async function upload(files: readonly File[]): Promise<string[]> {
    const urls: string[] = [];
    const problems: string[] = [];
    setProblem(undefined);
    for (const [index, file] of files.entries()) {
      const refusal = refusalOf(file, platform.capabilities.uploadMaxBytes);
      if (refusal) {
        problems.push(`${file.name}: ${refusal}`);
        continue;
      }
      const which = files.length > 1 ? ` ${index + 1} of ${files.length}` : '';
      setStatus(`Uploading${which}...`);
      try {
        // Hosts that count the bytes sent show how far it is.
        const onProgress = ({ sent, total }: UploadProgress) =>
          total > 0 && setStatus(`Uploading${which} ${Math.round((sent / total) * 100)}%`);
        urls.push((await platform.uploadImage(file, onProgress)).url);
      } catch (error) {
        problems.push(`${file.name}: ${failureOf(error).message}`);
      }
    }
    setStatus(undefined);
    setProblem(problems.length ? problems.join(' ') : undefined);
    return urls;
  }

  async function pickAndUpload(multiple: boolean): Promise<string[]> {
    return upload(await platform.pickImageFiles({ multiple }));
  }

  return { pickAndUpload, upload, status, problem };
}

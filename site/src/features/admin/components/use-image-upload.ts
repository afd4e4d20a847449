import { useState } from 'react';
import { failureOf, refusalOf } from '../lib/upload-checks.ts';
import { useAdminPlatform } from '../platform/platform.ts';

/**
 * Picks images and uploads them one after another through the platform (the same checks as the
 * portfolio's Upload Image field), answering the urls of those that arrived. `status` says what is
 * happening, `problem` why a file was refused.
 */
export function useImageUpload() {
  const platform = useAdminPlatform();
  const [status, setStatus] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  async function pickAndUpload(multiple: boolean): Promise<string[]> {
    const files = await platform.pickImageFiles({ multiple });
    const urls: string[] = [];
    const problems: string[] = [];
    setProblem(undefined);
    for (const [index, file] of files.entries()) {
      const refusal = refusalOf(file, platform.capabilities.uploadMaxBytes);
      if (refusal) {
        problems.push(`${file.name}: ${refusal}`);
        continue;
      }
      setStatus(files.length > 1 ? `Uploading ${index + 1} of ${files.length}...` : 'Uploading...');
      try {
        urls.push((await platform.uploadImage(file)).url);
      } catch (error) {
        problems.push(`${file.name}: ${failureOf(error).message}`);
      }
    }
    setStatus(undefined);
    setProblem(problems.length ? problems.join(' ') : undefined);
    return urls;
  }

  return { pickAndUpload, status, problem };
}

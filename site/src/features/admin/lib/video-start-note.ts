import { clockTime } from '#shared/media/video-start.ts';
import { videoChoice, vimeoChoice } from '#shared/schemas/video-start.ts';

/**
 * What the admin says under a video's address so the owner sees the start they pasted was
 * understood: "Starts at 1:30" for an address with `t=` (or `start=`), nothing otherwise (an id
 * alone, or an address without a start, plays from the beginning). A start the schema refuses is
 * said by the refusal on save.
 */
export function videoStartNote(source: string): string {
  return startNote(videoChoice(source, undefined)?.start);
}

/** The same note for a listing's video, which may also be a Vimeo address (`#t=1m30s`). */
export function listingVideoStartNote(source: string): string {
  return startNote((videoChoice(source, undefined) ?? vimeoChoice(source))?.start);
}

/** "Starts at 1:30" for a stored start (the editor's note, the list's badge); '' for none. */
export const startNote = (start: number | undefined) => (start ? `Starts at ${clockTime(start)}` : '');

/** The address the form shows for a stored video: the id, or youtu.be with its start kept. */
export function videoAddressOf(id: string, start: number | undefined): string {
  return start ? `https://youtu.be/${id}?t=${start}` : id;
}

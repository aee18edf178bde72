import { VOICE_SAMPLE_MAX_BYTES, VOICE_SAMPLE_MAX_FILES } from '../../../contract/voiceCloneConstants';

export type FileProblem =
  | { kind: 'required' }
  | { kind: 'type'; file: string }
  | { kind: 'size'; file: string }
  | { kind: 'total' };

/** Spec part 2 §5: audio files only, 25 MB each, at least one (and at most three, with the combined case). */
export function checkVoiceFiles(files: readonly { name: string; type: string; size: number }[]): FileProblem | null {
  if (files.length === 0) return { kind: 'required' };
  for (const file of files) {
    if (!file.type.startsWith('audio/')) return { kind: 'type', file: file.name };
    if (file.size > VOICE_SAMPLE_MAX_BYTES) return { kind: 'size', file: file.name };
  }
  if (files.length > VOICE_SAMPLE_MAX_FILES) return { kind: 'total' };
  return null;
}

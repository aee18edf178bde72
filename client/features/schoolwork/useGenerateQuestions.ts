import { useMutation } from '@tanstack/react-query';
import type { GenerateQuestionsRequest } from '../../../contract/schoolwork';
import { call } from '../../lib/call';

/** POST /api/schoolwork/generate-questions (spec §7). */
export function useGenerateQuestions() {
  return useMutation({
    mutationFn: (body: GenerateQuestionsRequest) => call('POST /api/schoolwork/generate-questions', { body }),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { GenerateQuestionsRequest, GenerateQuestionsResponse } from '../../../contract/schoolwork';
import { apiRequest } from '../../lib/api';

/** POST /api/schoolwork/generate-questions (spec §7). */
export function useGenerateQuestions() {
  return useMutation<GenerateQuestionsResponse, Error, GenerateQuestionsRequest>({
    mutationFn: (body) => apiRequest<GenerateQuestionsResponse>('POST', '/api/schoolwork/generate-questions', body),
  });
}

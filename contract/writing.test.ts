import { describe, expect, it } from 'vitest';
import { generateQuestionsRequestSchema } from './schoolwork';
import { pictureUrl, saveStoryRequestSchema, searchImagesRequestSchema } from './writing';

const image = { id: '1F418', url: pictureUrl('1F418'), alt: 'elephant', description: 'An elephant' };

describe('writing contract', () => {
  it('trims the query and rejects blank or long ones', () => {
    expect(searchImagesRequestSchema.parse({ query: '  cat ', age: 6, extra: 1 })).toEqual({ query: 'cat', age: 6 });
    expect(searchImagesRequestSchema.safeParse({ query: '   ', age: 6 }).success).toBe(false);
    expect(searchImagesRequestSchema.safeParse({ query: 'x'.repeat(61), age: 6 }).success).toBe(false);
  });

  it('saves a story with a blank title, at most 12 of our own pictures', () => {
    const parsed = saveStoryRequestSchema.parse({ title: ' ', content: ' Once upon a time ', images: [image], age: 7, userId: 3 });
    expect(parsed).toEqual({ title: '', content: 'Once upon a time', images: [image], age: 7, userId: 3 });
    expect(saveStoryRequestSchema.safeParse({ content: ' ', age: 7, userId: 3 }).success).toBe(false);
    expect(saveStoryRequestSchema.safeParse({ content: 'x', images: Array(13).fill(image), age: 7, userId: 3 }).success).toBe(false);
    expect(saveStoryRequestSchema.safeParse({ content: 'x', images: [{ ...image, url: 'https://evil.example/x.svg' }], age: 7, userId: 3 }).success).toBe(false);
  });
});

describe('schoolwork contract', () => {
  it('defaults the set to 1 and keeps the age within 3 to 10', () => {
    expect(generateQuestionsRequestSchema.parse({ subject: 'math', age: '7', userId: 1 })).toEqual({ subject: 'math', age: 7, setNumber: 1, userId: 1 });
    expect(generateQuestionsRequestSchema.safeParse({ subject: 'math', age: 11, userId: 1 }).success).toBe(false);
    expect(generateQuestionsRequestSchema.safeParse({ subject: 'math', age: 7, setNumber: 4, userId: 1 }).success).toBe(false);
    expect(generateQuestionsRequestSchema.safeParse({ subject: 'music', age: 7, userId: 1 }).success).toBe(false);
  });
});

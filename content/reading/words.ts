/** The words of a text: runs of non-space characters. */
export function splitWords(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}

export function countWords(text: string): number {
  return splitWords(text).length;
}

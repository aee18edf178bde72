/** A message in the activities conversation, oldest first, as far as pairing needs it. */
export interface ActivityTurn {
  id: number;
  fromCompanion: boolean;
  content: string;
}

/**
 * The companion's reply to each drawing: its first activities message after the drawing,
 * as long as the child has not said something else in between. Turns must be sorted by id.
 */
export function pairReplies(drawingIds: readonly number[], turns: readonly ActivityTurn[]): Map<number, string | null> {
  const replies = new Map<number, string | null>();
  const indexById = new Map(turns.map((turn, index) => [turn.id, index]));
  for (const drawingId of drawingIds) {
    const index = indexById.get(drawingId);
    const next = index === undefined ? undefined : turns[index + 1];
    const reply = next?.fromCompanion ? next.content : null;
    replies.set(drawingId, reply);
  }
  return replies;
}

/**
 * A fixed-window count per client address, in memory. Used where the per-child limits cannot help
 * because there is no child yet (making a new child on a first visit).
 */
export interface AddressLimiter {
  /** Counts one use; false when this address has used up its window. */
  take(address: string, now?: number): boolean;
}

export function createAddressLimiter(options: { max: number; windowMs: number; maxAddresses?: number }): AddressLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const maxAddresses = options.maxAddresses ?? 50_000;
  return {
    take(address, now = Date.now()) {
      let window = windows.get(address);
      if (!window || now - window.start >= options.windowMs) {
        // Forget every expired window once the map is large: memory stays bounded under a flood.
        if (windows.size >= maxAddresses) {
          for (const [key, w] of windows) if (now - w.start >= options.windowMs) windows.delete(key);
          if (windows.size >= maxAddresses) windows.clear();
        }
        window = { start: now, count: 0 };
        windows.set(address, window);
      }
      window.count++;
      return window.count <= options.max;
    },
  };
}

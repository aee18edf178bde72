import { useEffect, useState } from 'react';
import { loadWorld, type World } from './world';

/** The world map, once its chunk has loaded (it loads while the globe spins). */
export function useWorld(): World | undefined {
  const [world, setWorld] = useState<World | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadWorld().then((loaded) => {
      if (live) setWorld(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return world;
}

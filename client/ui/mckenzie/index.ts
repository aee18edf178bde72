export {
  McKenzie,
  McKenzieFace,
  MCKENZIE_POSES,
  type McKenziePose,
  type McKenzieProps,
  type McKenzieFaceProps,
  type McKenzieFaceExpression,
} from './McKenzie';
export { McKenzieLookProvider, OWN_SKIN_COLOR, SKIN_TONE_HEX, useMcKenzieLook } from './look';

import { describe, expect, it } from 'vitest';
import { splitQuestions, stripAddress } from './question';

describe('reading a child question', () => {
  it('drops who the question is addressed to', () => {
    expect(stripAddress('Mom, why is the sky blue')).toBe('why is the sky blue');
    expect(stripAddress('mom mom why do cats purr')).toBe('why do cats purr');
    expect(stripAddress('hey McKenzie, what is a comet?')).toBe('what is a comet?');
    expect(stripAddress('why is the sea salty mckenzie')).toBe('why is the sea salty');
    expect(stripAddress('Lily, why do owls hoot')).toBe('why do owls hoot');
    expect(stripAddress('Sparky, how do bees make honey', ['Sparky'])).toBe('how do bees make honey');
    expect(stripAddress('i wanna know how birds fly')).toBe('how birds fly');
  });

  it('keeps a mother who is part of the question', () => {
    expect(stripAddress('why do i miss my mom')).toBe('why do i miss my mom');
    expect(stripAddress('why does mom snore')).toBe('why does mom snore');
  });

  it('splits run-on questions', () => {
    expect(splitQuestions('why is the sky blue and why is grass green')).toEqual(['why is the sky blue', 'why is grass green']);
    expect(splitQuestions('what is a comet? what is a star')).toEqual(['what is a comet', 'what is a star']);
    expect(splitQuestions('why do cats and dogs fight')).toEqual(['why do cats and dogs fight']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/users';
import { hasAllDetails, welcomeOnLoad } from './welcome';

const empty: Profile = { name: null, age: null, uiLanguage: null, learningLanguage: null, avatar: null, customization: null, voiceSettings: null };
const complete: Profile = { ...empty, name: 'Maya', age: 7, uiLanguage: 'en' };

describe('welcome flow', () => {
  it('needs name, age and language all stored', () => {
    expect(hasAllDetails(complete)).toBe(true);
    expect(hasAllDetails({ ...complete, age: null })).toBe(false);
    expect(hasAllDetails({ ...complete, uiLanguage: null })).toBe(false);
    expect(hasAllDetails(undefined)).toBe(false);
  });

  it('shows the intro to a brand-new child and to a returning child whose browser forgot the welcome', () => {
    expect(welcomeOnLoad(empty, false)).toBe('intro');
    expect(welcomeOnLoad(complete, false)).toBe('intro');
  });

  it('greets a returning child aloud, and leaves a child who skipped the name screen on Home', () => {
    expect(welcomeOnLoad(complete, true)).toBe('welcome-back');
    expect(welcomeOnLoad(empty, true)).toBe('nothing');
    expect(welcomeOnLoad({ ...complete, name: null }, true)).toBe('nothing');
  });
});

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layering rule in eslint.config.js, tried on probes (virtual files, nothing is written). */
async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint();
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('client import boundaries', () => {
  it('refuses a feature importing another feature (chat → schoolwork)', async () => {
    const messages = await restrictedImports(
      'client/features/chat/probe.ts',
      "import { SUBJECT_TILES } from '../schoolwork/subjects';\nexport const probe = SUBJECT_TILES;\n",
    );
    expect(messages.join()).toContain('never imports another feature');
  });

  it('refuses a feature importing the app shell', async () => {
    const messages = await restrictedImports(
      'client/features/chat/probe.ts',
      "import { SECTIONS } from '../../app/sections/registry';\nexport const probe = SECTIONS;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('lets a feature use shared/, lib/, ui/, contract/ and content/', async () => {
    const messages = await restrictedImports(
      'client/features/chat/probe.ts',
      [
        "import { TopicTile } from '../../shared/topics/TopicTile';",
        "import { call } from '../../lib/call';",
        "import { Button } from '../../ui/Button';",
        "import { MAX_MESSAGE_LENGTH } from '../../../contract/constants';",
        "import { scoreBand } from '../../../content/ageBands';",
        'export const probe = [TopicTile, call, Button, MAX_MESSAGE_LENGTH, scoreBand];',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('refuses shared/ importing a feature', async () => {
    const messages = await restrictedImports(
      'client/shared/probe.ts',
      "import { ChatSection } from '../features/chat/ChatSection';\nexport const probe = ChatSection;\n",
    );
    expect(messages).toHaveLength(1);
  });
});

'use client';

import { useState } from 'react';
import { STAFF_PATHS, type BlockDefinition, type DraftView } from '#modules/staff/client.ts';
import { ContentBlocksEditor, type BlockGenre } from './ContentBlocksEditor.tsx';
import { DraftPanel } from './DraftPanel.tsx';
import { staffGet } from './staff-api.ts';
import { useDraftList } from './use-draft-save.ts';

export type ContentBlocksConsoleProps = { blocks: BlockDefinition[]; version: number; genres: BlockGenre[]; drafts?: DraftView[] };

const LABELS = { blocks: 'ブロック' };

/**
 * /staff/blocks/: the block list's editor with its draft (one draft of the whole list) and the drafts' panels. No 'as of'
 * preview link: the top page's blocks are rendered from the stored list only (decision 072).
 */
export function ContentBlocksConsole({ blocks: initialBlocks, version: initialVersion, genres, drafts: initialDrafts = [] }: ContentBlocksConsoleProps) {
  const [stored, setStored] = useState({ blocks: initialBlocks, version: initialVersion });
  const { drafts, keep, settled, openFor } = useDraftList(initialDrafts);
  // The editor starts again when the stored list changes or its draft is discarded (not when it saves one itself).
  const [generation, setGeneration] = useState(0);
  // A draft published from its panel is the new stored list: read it again and start the editor on it.
  const refresh = async () => {
    const answer = await staffGet<{ version: number; blocks: BlockDefinition[] }>(STAFF_PATHS.topBlocks);
    if (answer) setStored({ blocks: answer.blocks, version: answer.version });
    setGeneration((g) => g + 1);
  };
  return (
    <>
      <ContentBlocksEditor key={`${stored.version}-${generation}`} blocks={stored.blocks} version={stored.version} genres={genres} draft={openFor(null)} onDraftSaved={keep} />
      <h2>下書きと予約公開</h2>
      {drafts.length === 0 ? (
        <p className="staff-empty">下書きはありません。「下書き保存」で、トップページを変えずに保存できます。</p>
      ) : (
        drafts.map((draft) => (
          <DraftPanel
            key={`${draft.id}-${draft.version}`}
            draft={draft}
            labels={LABELS}
            previewTop
            onChange={(d) => {
              settled(d);
              if (d.status === 'published') void refresh();
              else if (d.status === 'discarded') setGeneration((g) => g + 1);
            }}
          />
        ))
      )}
    </>
  );
}

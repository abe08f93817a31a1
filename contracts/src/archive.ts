import { defineWorkflow } from './workflow.ts';

const ARCHIVE_STATUSES = ['active', 'archived'] as const;
export type ArchiveStatus = (typeof ARCHIVE_STATUSES)[number];

/**
 * Archive and reinstate, the same table for every record that has them (facilities, credentialing records,
 * documents): archive an active record, reinstate an archived one. `refused` keeps each record's own words.
 */
export const defineArchiveWorkflow = (entity: string, refused: { archive: string; reinstate: string }) =>
  defineWorkflow({
    entity,
    statuses: ARCHIVE_STATUSES,
    transitions: {
      archive: { from: ['active'], to: 'archived' },
      reinstate: { from: ['archived'], to: 'active' },
    },
    past: { archive: 'archived', reinstate: 'reinstated' },
    refused,
  });
export type ArchiveAction = 'archive' | 'reinstate';

import type { Readable } from 'node:stream';
import {
  APPLICATION_TYPE_LABELS,
  displayDay,
  FILE_MEDIA_TYPES,
  REVIEW_ITEM_STATUS_LABELS,
  REVIEW_MESSAGES,
  REVIEW_STATUS_LABELS,
  type SharePacketValues,
  todayIn,
} from '@portal/contracts';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import { audit } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { conflict } from '../../../platform/errors.ts';
import { drawFacts, drawSection, drawTable, drawTitle, renderPdf } from '../../../platform/pdf.ts';
import { readAll } from '../../../platform/previews.ts';
import { storedZip } from '../../../platform/zip.ts';
import { shareGeneratedPdf } from '../../documents/index.ts';
import type { PacketFile } from './review.repo.ts';
import { getReview, packetContent } from './review.service.ts';

/**
 * The credentialing packet: a cover sheet (provider, facility, the checklist with who, when and source, the
 * decision) and then the files. As one PDF, PDFs are appended page by page (office files by their converted
 * preview), PNG and JPEG images each on a page of their own; what cannot be merged (an office file never previewed,
 * a damaged or encrypted PDF, anything past the size budget) is listed on the cover as left out. As a ZIP, the
 * cover sheet and every file as it was uploaded.
 */

type Content = Awaited<ReturnType<typeof packetContent>>;

/** Bytes of files merged into one PDF at most: the packet is built in memory, so its size is bounded. */
const PACKET_MERGE_BUDGET = 60 * 1024 * 1024;
const LETTER: [number, number] = [612, 792];
const MARGIN = 36;

const when = (at: Date | null) => (at ? displayDay(todayIn(null, at)) : '');

const packetName = (c: Content, ext: 'pdf' | 'zip') =>
  `Credentialing packet - ${c.facts.provider.firstName} ${c.facts.provider.lastName} - ${c.facts.facilityName}.${ext}`;

function decisionText(c: Content) {
  const r = c.review;
  if (r.status !== 'approved' && r.status !== 'denied') return 'Not decided';
  return `${REVIEW_STATUS_LABELS[r.status]} on ${r.decidedOn ? displayDay(r.decidedOn) : ''} by ${r.decidedBy ?? ''}`;
}

/** The cover sheet; `fate` says for each file what became of it in this packet. */
function coverSheet(ctx: Ctx, c: Content, fate: (f: PacketFile) => string) {
  const f = c.facts;
  const provider = `${f.provider.firstName} ${f.provider.lastName}`;
  return renderPdf(`Credentialing packet: ${provider}`, (doc) => {
    drawTitle(doc, 'Credentialing Packet', `${ctx.config.ORG_NAME} - prepared ${displayDay(todayIn())}`);
    drawFacts(doc, [
      ['Provider', provider],
      ['Facility', `${f.facilityName ?? ''}${f.facilityState ? ` (${f.facilityState})` : ''}`],
      ['Application type', APPLICATION_TYPE_LABELS[f.applicationType]],
      ['File review', REVIEW_STATUS_LABELS[c.review.status]],
      ['Decision', decisionText(c)],
    ]);
    if (c.review.decisionNote) drawFacts(doc, [['Committee note', c.review.decisionNote]]);
    drawSection(doc, 'Checklist');
    drawTable(doc, {
      columns: [
        { header: 'Item', width: 24 },
        { header: 'Status', width: 12 },
        { header: 'Signed off by', width: 16 },
        { header: 'On', width: 11 },
        { header: 'Source', width: 22 },
        { header: 'Note', width: 15 },
      ],
      rows: c.items.map((i) => [
        i.label,
        REVIEW_ITEM_STATUS_LABELS[i.status],
        i.signedOffBy ?? '',
        when(i.signedOffAt),
        i.source ?? '',
        i.note ?? '',
      ]),
    });
    drawSection(doc, 'Documents');
    if (c.files.length === 0) doc.fontSize(10).text('The provider holds no document for this file.');
    else
      drawTable(doc, {
        columns: [
          { header: 'Document', width: 34 },
          { header: 'Type', width: 24 },
          { header: 'Valid until', width: 12 },
          { header: 'In this packet', width: 30 },
        ],
        rows: c.files.map((file) => [
          file.name,
          file.typeName,
          file.expiresOn ? displayDay(file.expiresOn) : '',
          fate(file),
        ]),
      });
  });
}

/** pdf-lib is loaded by the first packet, not at every start (about half a second of one). */
const pdfLib = () => import('pdf-lib');

const NOT_MERGED = 'Listed only: open it in the portal (not a PDF or image)';

/**
 * A file's pages as a PDF to append (the PDF itself, an office file's preview, or an image on a page) and the bytes
 * read for it; or why it is left out.
 */
async function pagesOf(ctx: Ctx, file: PacketFile): Promise<{ pdf: PDFDocument; size: number } | string> {
  const { PDFDocument } = await pdfLib();
  const isPdf = file.format === 'pdf' || file.previewKey !== null;
  const isImage = !isPdf && (file.format === 'png' || file.format === 'jpg');
  if (!isPdf && !isImage) return NOT_MERGED;
  const stored = await ctx.storage.get(file.format === 'pdf' ? file.storageKey : (file.previewKey ?? file.storageKey));
  if (!stored) return 'Left out: the file is missing from storage';
  const bytes = await readAll(stored.body);
  try {
    if (isPdf) return { pdf: await PDFDocument.load(bytes), size: bytes.length };
    const pdf = await PDFDocument.create();
    const image = file.format === 'png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
    const page: PDFPage = pdf.addPage(LETTER);
    const scale = Math.min((LETTER[0] - 2 * MARGIN) / image.width, (LETTER[1] - 2 * MARGIN) / image.height, 1);
    const w = image.width * scale;
    const h = image.height * scale;
    page.drawImage(image, { x: (LETTER[0] - w) / 2, y: LETTER[1] - MARGIN - h, width: w, height: h });
    return { pdf, size: bytes.length };
  } catch {
    return 'Left out: the file could not be read as a PDF or image (damaged or encrypted)';
  }
}

/** The packet as one PDF: the cover sheet, then each file's pages in the order the cover lists them. */
async function packetPdf(ctx: Ctx, id: string) {
  const { PDFDocument } = await pdfLib();
  const content = await packetContent(ctx, id);
  const parts = new Map<string, PDFDocument | string>();
  let budget = PACKET_MERGE_BUDGET;
  for (const file of content.files) {
    if (budget < file.size) {
      parts.set(file.id, 'Listed only: the packet reached its size limit (download the ZIP)');
      continue;
    }
    const part = await pagesOf(ctx, file);
    if (typeof part !== 'string') budget -= part.size;
    parts.set(file.id, typeof part === 'string' ? part : part.pdf);
  }
  const fate = (file: PacketFile) => {
    const part = parts.get(file.id);
    if (typeof part === 'string') return part;
    const n = part?.getPageCount() ?? 0;
    return `Appended (${n} ${n === 1 ? 'page' : 'pages'})`;
  };
  const packet = await PDFDocument.load(await coverSheet(ctx, content, fate));
  for (const file of content.files) {
    const part = parts.get(file.id);
    if (!part || typeof part === 'string') continue;
    for (const page of await packet.copyPages(part, part.getPageIndices())) packet.addPage(page);
  }
  return { name: packetName(content, 'pdf'), bytes: Buffer.from(await packet.save()), content };
}

/** The packet as a ZIP: the cover sheet, then every file as uploaded under `documents/`. */
async function packetZip(ctx: Ctx, id: string): Promise<{ name: string; stream: Readable }> {
  const content = await packetContent(ctx, id);
  const cover = await coverSheet(ctx, content, () => 'In this ZIP, under documents/');
  const files = (async function* () {
    for (const f of content.files) yield { dir: 'documents', name: f.name, storageKey: f.storageKey };
  })();
  const stream = await storedZip(ctx.storage, files, { name: 'Cover sheet.pdf', body: cover });
  if (!stream) throw new Error('A ZIP with a cover sheet is never empty');
  return { name: packetName(content, 'zip'), stream };
}

/** Audits a packet handed out (a download, or the share below) on the review's history. */
const auditPacket = (ctx: Ctx, id: string, action: string, after: Record<string, unknown>) =>
  audit(ctx.db, ctx, { action, entityType: 'credentialing-review', entityId: id, after });

/** Downloads the packet as a PDF or a ZIP; the download is audited. */
export async function downloadPacket(ctx: Ctx, id: string, format: 'pdf' | 'zip') {
  const packet =
    format === 'pdf'
      ? await packetPdf(ctx, id).then((p) => ({ name: p.name, body: p.bytes, size: p.bytes.length }))
      : await packetZip(ctx, id).then((p) => ({ name: p.name, body: p.stream, size: undefined }));
  await auditPacket(ctx, id, 'download-packet', { format, name: packet.name });
  return { ...packet, contentType: FILE_MEDIA_TYPES[format] };
}

/**
 * Keeps the packet PDF among the provider's documents and shares it with the facility's primary credentialing
 * contact through the documents' guest link (409 when the facility has none).
 */
export async function sharePacket(ctx: Ctx, id: string, input: SharePacketValues) {
  const { contact } = await getReview(ctx, id);
  if (!contact) throw conflict(REVIEW_MESSAGES.noContact);
  const { name, bytes, content } = await packetPdf(ctx, id);
  const shared = await shareGeneratedPdf(
    ctx,
    {
      providerId: content.facts.providerId,
      categoryName: 'Credentialing',
      typeName: 'Credentialing packet',
      name,
      bytes,
    },
    { email: contact.email, expiresInDays: input.expiresInDays, message: input.message },
  );
  await auditPacket(ctx, id, 'share-packet', { email: contact.email, name, expiresAt: shared.expiresAt });
  return { shareId: shared._id, email: shared.email, documentName: name, expiresAt: shared.expiresAt };
}

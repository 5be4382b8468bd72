/**
 * The logical structure of every PDF (a tagged PDF, as PDF/UA asks): each document is one
 * 'Document' element; headings are H1/H2, text P, tables Table/TR/TH/TD, in the order a person
 * reads them; rules, bands and page footers are artifacts a screen reader skips.
 *
 * A layout opens a container with `group` (its children are added in order) and writes text with
 * `tag` (one marked-content sequence for its element). Artifacts are never drawn inside `tag`:
 * pdfkit closes open marked content when an artifact starts.
 */
import type { Pdf } from './pdf.types.js';

type Element = PDFKit.PDFStructureElement;

/** The open containers of each document, innermost last. */
const open = new WeakMap<Pdf, Element[]>();

/** Starts the structure tree: one 'Document' element that holds everything. */
export function startStructure(doc: Pdf): void {
  const root = doc.struct('Document');
  doc.addStructure(root);
  open.set(doc, [root]);
}

/** Ends the 'Document' element (before pdfkit writes the tree). */
export function endStructure(doc: Pdf): void {
  const stack = open.get(doc);
  if (!stack) return;
  for (const element of stack.reverse()) element.end();
  open.delete(doc);
}

function parent(doc: Pdf): Element {
  const stack = open.get(doc);
  if (!stack?.length) throw new Error('the PDF has no structure: startPdf starts it');
  return stack[stack.length - 1];
}

export interface TagOptions {
  /** Table header cells: what they head. */
  scope?: 'Row' | 'Column';
  /** What a screen reader says instead of the printed text (e.g. 'Paid' for a spaced-out stamp). */
  actual?: string;
  /** Figures: their description. */
  alt?: string;
}

/** A container (Sect, Table, TR, ...): what `build` tags is added to it, in order. */
export function group<T>(doc: Pdf, type: string, build: () => T, options: TagOptions = {}): T {
  const element = doc.struct(type, options as Parameters<Pdf['struct']>[1]);
  parent(doc).add(element);
  const stack = open.get(doc)!;
  stack.push(element);
  try {
    return build();
  } finally {
    stack.pop();
    element.end();
  }
}

/** `group` for a build that yields to the event loop (a long table laid out in slices). */
export async function groupAsync(doc: Pdf, type: string, build: () => Promise<void>): Promise<void> {
  const element = doc.struct(type);
  parent(doc).add(element);
  const stack = open.get(doc)!;
  stack.push(element);
  try {
    await build();
  } finally {
    stack.pop();
    element.end();
  }
}

/** A leaf element (H1, P, TH, TD, ...) whose content is what `draw` writes. */
export function tag(doc: Pdf, type: string, draw: () => void, options: TagOptions = {}): void {
  const element = doc.struct(type, options as Parameters<Pdf['struct']>[1]);
  parent(doc).add(element);
  const content = doc.markStructureContent(type);
  try {
    draw();
  } finally {
    doc.endMarkedContent();
    element.add(content);
    element.end();
  }
}

/** Decoration (rules, bands, boxes) or page furniture (footers): drawn, never read. */
export function artifact(doc: Pdf, draw: () => void, type?: 'Pagination' | 'Layout'): void {
  doc.markContent('Artifact', type ? { type } : undefined);
  try {
    draw();
  } finally {
    doc.endMarkedContent();
  }
}

/**
 * A link a screen reader announces as one: its printed text and its clickable area in one 'Link'
 * element (the annotation referenced from the structure, with `description` as its contents).
 */
export function link(doc: Pdf, url: string, description: string, area: { x: number; y: number; width: number; height: number }, draw: () => void): void {
  const element = doc.struct('Link');
  parent(doc).add(element);
  const content = doc.markStructureContent('Link');
  try {
    draw();
  } finally {
    doc.endMarkedContent();
    element.add(content);
    // pdfkit writes a String object as a PDF text string (a plain string would become a name).
    const contents = new String(description);
    doc.link(area.x, area.y, area.width, area.height, url, { structParent: element, Contents: contents } as unknown as PDFKit.Mixins.AnnotationOption);
    element.end();
  }
}

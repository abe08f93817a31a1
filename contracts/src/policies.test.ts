import { describe, expect, it } from 'vitest';
import { POLICIES, PRIVACY_POLICY, TERMS_OF_USE } from './policies.ts';

const fullText = (doc: typeof PRIVACY_POLICY): string =>
  [doc.title, doc.effective, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join('\n');

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

describe('policy texts', () => {
  it('maps each slug to its document', () => {
    expect(POLICIES['privacy-policy']).toBe(PRIVACY_POLICY);
    expect(POLICIES['terms-and-conditions']).toBe(TERMS_OF_USE);
    for (const [slug, doc] of Object.entries(POLICIES)) expect(doc.slug).toBe(slug);
  });

  it('privacy and cookie policy is effective in 2025', () => {
    expect(PRIVACY_POLICY.title).toBe('Privacy and Cookie Policy');
    expect(PRIVACY_POLICY.effective).toContain('2025');
  });

  it('terms of use are effective in 2020', () => {
    expect(TERMS_OF_USE.title).toBe('Terms of Use');
    expect(TERMS_OF_USE.effective).toContain('2020');
  });

  it('terms state the 30-day fee notice and the 30-day access-request response', () => {
    const text = fullText(TERMS_OF_USE);
    expect(text).toContain("We will give you at least 30 days' notice before any fee changes");
    expect(text).toContain('We respond to requests to access your personal information within 30 days');
  });

  it('privacy policy states the 30-day access-request response and the browser-stored sign-in state', () => {
    const text = fullText(PRIVACY_POLICY);
    expect(text).toContain('We respond to requests to access your personal information within 30 days');
    expect(text).toMatch(/sign-in state/);
    expect(text).toMatch(/browser storage/);
  });

  it('every section has a heading and text, and no phone number appears', () => {
    for (const doc of Object.values(POLICIES)) {
      expect(doc.sections.length).toBeGreaterThan(5);
      for (const s of doc.sections) {
        expect(s.heading.trim()).not.toBe('');
        expect(s.paragraphs.length).toBeGreaterThan(0);
        for (const p of s.paragraphs) expect(p.trim()).not.toBe('');
      }
      const text = fullText(doc);
      expect(text).not.toMatch(/\(?\d{3}\)?[ .-]\d{3}[ .-]\d{4}/);
      expect(wordCount(text)).toBeGreaterThan(800);
    }
  });
});

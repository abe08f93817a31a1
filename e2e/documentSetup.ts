import type { APIRequestContext } from '@playwright/test';
import { apiCall } from './fixtures.ts';

/** A one-page PDF, small enough to upload from a test. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 300]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A provider document category (a folder), or a sub-category of `parentId`, made by the admin through the API. */
export const addProviderCategory = (request: APIRequestContext, admin: string, name: string, parentId?: string) =>
  apiCall(request, 'POST', '/api/super-admin/categories', admin, { name, ownerKind: 'provider', parentId });

/** A general provider document (a form of one select field, 'Vaccinated': Yes or No) in a category. */
export const addVaccinationForm = (
  request: APIRequestContext,
  admin: string,
  { name, categoryId, fields = [] }: { name: string; categoryId: string; fields?: object[] },
) =>
  apiCall(request, 'POST', '/api/super-admin/document-types', admin, {
    name,
    ownerKind: 'provider',
    categoryId,
    general: true,
    fields: [{ label: 'Vaccinated', type: 'select', options: ['Yes', 'No'], required: true }, ...fields],
  });

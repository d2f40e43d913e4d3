import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { noSellerDetails, toSellerDetails } from '@haat/shared/api';
import { SellerLegalLine } from '../app/components/seller-legal-line.tsx';

const line = (seller: Parameters<typeof SellerLegalLine>[0]['seller']) =>
  renderToStaticMarkup(createElement(SellerLegalLine, { seller })).replace(/<[^>]+>/g, '');

it('says who sells and whom to complain to in the footer, from the Store API\'s details', () => {
  const seller = toSellerDetails({
    legal_name: 'Rangrez Textiles Private Limited', legal_address: '8-2-293 Banjara Hills, Hyderabad 500034', legal_state: 'Telangana',
    gstin: '36AABCR1234F1ZT', grievance_name: 'Meera Sharma', grievance_email: 'grievance@rangrez.test',
  });
  expect(line(seller)).toBe('Sold by Rangrez Textiles Private Limited, 8-2-293 Banjara Hills, Hyderabad 500034, Telangana. GSTIN 36AABCR1234F1ZT. '
    + 'Grievance officer: Meera Sharma, grievance@rangrez.test.');
});

it('leaves out what is not filled in, and shows nothing for a seller who filled in nothing', () => {
  expect(line({ ...noSellerDetails, legalName: 'Rangrez Textiles' })).toBe('Sold by Rangrez Textiles.');
  expect(line({ ...noSellerDetails, grievanceOfficer: { name: '', email: 'grievance@rangrez.test' } })).toBe('Grievance officer: grievance@rangrez.test.');
  expect(renderToStaticMarkup(createElement(SellerLegalLine, { seller: noSellerDetails }))).toBe('');
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Photo } from '../../../contract/photos';
import en from '../../locales/en/photos.json';
import { PhotoGrid } from './PhotoGrid';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { photos: en } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const photo = (id: number, title: string, isShared = false): Photo => ({
  id,
  userId: 1,
  title,
  description: null,
  imageType: 'upload',
  category: 'pets',
  imageUrl: `/api/media/${id * 2}`,
  thumbnailUrl: `/api/media/${id * 2 + 1}`,
  isShared,
  shareCode: isShared ? 'ABCD1234' : '',
  createdAt: '2026-11-23T10:00:00.000Z',
});

describe('PhotoGrid', () => {
  it('shows each photo with its title and thumbnail, and marks shared ones', () => {
    render(<PhotoGrid photos={[photo(1, 'Cat', true), photo(2, 'Dog')]} onShare={() => {}} onDelete={() => {}} />);
    expect(screen.getByRole('img', { name: 'Cat' })).toHaveAttribute('src', '/api/media/3');
    expect(screen.getByRole('img', { name: 'Dog' })).toHaveAttribute('src', '/api/media/5');
    expect(screen.getAllByRole('img', { name: 'Shared' })).toHaveLength(1);
  });

  it('a tap on a photo shows its share and delete buttons (no hover on tablets), a second tap hides them', () => {
    const onShare = vi.fn();
    const onDelete = vi.fn();
    render(<PhotoGrid photos={[photo(1, 'Cat'), photo(2, 'Dog')]} onShare={onShare} onDelete={onDelete} />);
    const cat = screen.getByRole('button', { name: 'Cat: show share and delete' });
    const catShare = screen.getByRole('button', { name: 'Share Cat', hidden: true });
    expect(catShare.parentElement).toHaveClass('invisible');
    fireEvent.click(cat);
    expect(cat).toHaveAttribute('aria-expanded', 'true');
    expect(catShare.parentElement).toHaveClass('visible');
    expect(catShare.parentElement).not.toHaveClass('invisible');
    // Only the tapped photo opens.
    expect(screen.getByRole('button', { name: 'Share Dog', hidden: true }).parentElement).toHaveClass('invisible');

    fireEvent.click(catShare);
    expect(onShare).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Cat' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));

    fireEvent.click(cat);
    expect(cat).toHaveAttribute('aria-expanded', 'false');
    expect(catShare.parentElement).toHaveClass('invisible');
  });
});

import { ArrowLeft, Check, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoryImage } from '../../../contract/writing';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { McKenzie } from '../../ui/mckenzie';

const IDEAS = ['cat', 'dog', 'dragon', 'rocket', 'rainbow', 'tree', 'castle', 'fish'];

interface FindPicturesProps {
  results: readonly StoryImage[] | undefined;
  searching: boolean;
  chosen: readonly StoryImage[];
  full: boolean;
  onSearch(query: string): void;
  onAdd(image: StoryImage): void;
  onDone(): void;
}

/** Find Pictures: search our picture library and tap a picture to add it to the story. */
export function FindPictures({ results, searching, chosen, full, onSearch, onAdd, onDone }: FindPicturesProps) {
  const { t } = useTranslation('writing');
  const [query, setQuery] = useState('');
  const inputId = useId();
  const chosenIds = new Set(chosen.map((image) => image.id));

  const search = (text: string) => {
    if (text.trim() === '') return;
    onSearch(text.trim());
  };

  return (
    <Card className="animate-pop flex flex-col gap-4" data-testid="find-pictures">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={onDone} icon={<ArrowLeft aria-hidden className="h-6 w-6" />}>
          {t('pictures.back')}
        </Button>
        <h2 className="font-display text-3xl font-extrabold text-grape">{t('pictures.title')}</h2>
      </div>
      <form
        role="search"
        className="flex flex-wrap gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          search(query);
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t('pictures.searchLabel')}
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('pictures.placeholder')}
          maxLength={60}
          className="font-display min-h-14 min-w-0 flex-1 rounded-full border-4 border-grape/20 bg-white px-5 text-2xl focus:border-grape focus:outline-none"
        />
        <Button type="submit" size="lg" disabled={searching || query.trim() === ''} icon={<Search aria-hidden className="h-6 w-6" />}>
          {searching ? t('pictures.searching') : t('pictures.search')}
        </Button>
      </form>
      <div className="flex flex-wrap gap-2" aria-label={t('pictures.ideas')}>
        {IDEAS.map((idea) => (
          <button
            key={idea}
            type="button"
            onClick={() => {
              setQuery(idea);
              search(idea);
            }}
            className="font-display min-h-12 rounded-full bg-sky px-4 text-lg font-bold text-ocean transition hover:bg-ocean hover:text-white"
          >
            {t(`pictures.idea.${idea}`)}
          </button>
        ))}
      </div>
      {full ? <p className="rounded-2xl bg-sun/40 px-4 py-2 text-lg font-bold">{t('pictures.full')}</p> : null}

      {results === undefined ? (
        <div className="flex items-center gap-4 py-4">
          <McKenzie pose={searching ? 'thinking' : 'listening'} size={100} />
          <p className="font-display text-2xl text-grape">{searching ? t('pictures.searching') : t('pictures.hint')}</p>
        </div>
      ) : results.length === 0 ? (
        <div className="flex items-center gap-4 py-4">
          <McKenzie pose="gentle" size={100} />
          <p className="font-display text-2xl text-grape">{t('pictures.none')}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" data-testid="picture-results">
          {results.map((image) => {
            const added = chosenIds.has(image.id);
            return (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => onAdd(image)}
                  disabled={added || full}
                  aria-pressed={added}
                  aria-label={added ? t('pictures.added', { name: image.alt }) : t('pictures.add', { name: image.alt })}
                  className={`relative flex w-full flex-col items-center gap-1 rounded-3xl border-4 p-2 transition ${
                    added ? 'border-mint bg-mint/15' : 'border-white bg-white shadow hover:-translate-y-1 hover:border-grape/40'
                  } disabled:cursor-default`}
                >
                  <img src={image.url} alt="" className="aspect-square w-full max-w-28" />
                  <span className="line-clamp-2 min-h-10 text-center text-sm leading-tight font-bold">{image.alt}</span>
                  {added ? (
                    <span className="absolute top-1 right-1 grid h-8 w-8 place-items-center rounded-full bg-mint text-white">
                      <Check aria-hidden className="h-5 w-5" />
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-right text-sm text-ink/60" data-testid="openmoji-credit">
        {t('pictures.credit')}
      </p>
    </Card>
  );
}

import { Form } from 'react-router-dom';

/** A GET form to /search?q=: the server renders the results, so it works without JavaScript too. */
export function SearchForm({ query }: { query: string }) {
  return (
    <search>
      <Form method="get" action="/search" className="search-form">
        <label htmlFor="site-search-input" className="search-form-label">
          Search services, projects, listings, articles and portfolio
        </label>
        <div className="search-form-row">
          <input
            key={query}
            id="site-search-input"
            className="input search-form-input"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={100}
            placeholder="e.g. drone, twilight, 3D tour"
            autoComplete="off"
            required
          />
          <button type="submit" className="button button--dark">
            Search
          </button>
        </div>
      </Form>
    </search>
  );
}

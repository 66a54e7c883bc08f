/** The searchRepository.search cases (search-repository-cases.ts) on PostgreSQL: tsvector and pg_trgm instead of FTS5. */
import { searchRepositoryCases } from './search-repository-cases';

searchRepositoryCases();

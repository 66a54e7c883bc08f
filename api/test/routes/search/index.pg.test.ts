/** The GET /api/search cases (search-cases.ts) on PostgreSQL. */
import { searchRouteCases } from './search-cases';

searchRouteCases();

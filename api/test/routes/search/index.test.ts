import { searchRouteCases } from './search-cases';

searchRouteCases();

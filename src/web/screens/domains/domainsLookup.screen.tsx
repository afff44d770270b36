export { DomainLookupScreen as Screen } from './DomainLookupScreen';

export { DomainRedirectScreen as Screen } from './DomainRedirectScreen';

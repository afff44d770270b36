export { AddDomainQuestionScreen as Screen } from './AddDomainQuestionScreen';

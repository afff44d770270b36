export { AddProductQuestionScreen as Screen } from './AddProductQuestionScreen';

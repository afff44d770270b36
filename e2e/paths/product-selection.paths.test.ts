import { describeModelPaths } from './framework/describe-paths';
import { productSelectionModel } from './models/product-selection.model';

describeModelPaths(productSelectionModel);

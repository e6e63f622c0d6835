import { describeAccuracy } from '@/tests/support/foot-accuracy';

describeAccuracy(33, 64);

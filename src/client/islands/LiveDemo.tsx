// Entry of the LiveDemo island's code (bundled on its own, with React).
import { LiveDemo } from '../../theme/LiveDemo.tsx';
import { reactIsland } from './react-island.tsx';

export const hydrate = reactIsland(LiveDemo);
